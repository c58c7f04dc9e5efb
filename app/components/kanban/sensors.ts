import { KeyboardSensor, MouseSensor, TouchSensor, type KeyboardSensorProps } from "@dnd-kit/core";
import { flushSync } from "react-dom";

// dnd-kit's sensors as the Kanban uses them for a board's drag (sortable-board.tsx): the
// keyboard's hears keys at once, the pointer's render their moves at once. (A card's drag is
// the page's own: card-pointer-drag.ts, drag-moves.ts.)

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

// What this module uses of dnd-kit's pointer sensors (@dnd-kit/core 6.x); its typings call it private.
interface PointerSensorInternals {
  handleMove(event: Event): void;
}
// A mixin's base must take `any[]` (TypeScript's rule for mixins).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PointerSensorClass = new (...args: any[]) => PointerSensorInternals;

/**
 * A pointer sensor whose moves render at once (a board dragged by its header). dnd-kit's move is
 * a state update in a pointer event, which React renders in a task of its own, and the boards
 * make room in that render's effects, a task later again: a frame or two went by before the row
 * showed the move. Rendered within the event, it shows in the event's frame.
 */
function renderingMovesAtOnce<Sensor extends PointerSensorClass>(Base: Sensor): Sensor {
  return class extends Base {
    handleMove(event: Event) {
      flushSync(() => super.handleMove(event));
    }
  };
}

export const MouseSensorRenderingAtOnce = renderingMovesAtOnce(MouseSensor as unknown as PointerSensorClass) as unknown as typeof MouseSensor;
export const TouchSensorRenderingAtOnce = renderingMovesAtOnce(TouchSensor as unknown as PointerSensorClass) as unknown as typeof TouchSensor;
