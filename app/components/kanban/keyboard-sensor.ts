import { KeyboardSensor, type KeyboardSensorProps } from "@dnd-kit/core";

// What this module uses of dnd-kit's KeyboardSensor (@dnd-kit/core 6.x); its
// typings call these private.
interface KeyboardSensorInternals {
  props: KeyboardSensorProps;
  listeners?: { add(eventName: string, handler: (event: Event) => void): void };
  windowListeners?: { add(eventName: string, handler: (event: Event) => void): void };
  attach(): void;
  handleStart(): void;
  handleKeyDown(event: Event): void;
  handleCancel(event: Event): void;
}

const DndKitKeyboardSensor = KeyboardSensor as unknown as new (props: KeyboardSensorProps) => KeyboardSensorInternals;

/**
 * dnd-kit's KeyboardSensor, listening for keys from the moment a card is
 * picked up. dnd-kit starts listening in a timer after the pick-up, so that
 * the Space that picked the card up is not also heard as the drop. But the
 * browser hands a key press to the page before a timer that is due, so an
 * arrow pressed while the pick-up was being shown (a big board, a slow
 * device) reached the page before dnd-kit listened, and was lost. Here the
 * listener is added at once and only skips the pick-up's own key press.
 */
class PromptKeyboardSensor extends DndKitKeyboardSensor {
  attach() {
    // Another version of dnd-kit: keep its own way rather than guess at it.
    if (!this.listeners || !this.windowListeners) return super.attach();
    this.handleStart();
    this.windowListeners.add("resize", this.handleCancel);
    this.windowListeners.add("visibilitychange", this.handleCancel);
    const pickUp = this.props.event;
    this.listeners.add("keydown", (event) => {
      if (event !== pickUp) this.handleKeyDown(event);
    });
  }
}

export const KeyboardSensorHearingAtOnce = PromptKeyboardSensor as unknown as typeof KeyboardSensor;
