import { MouseSensor, TouchSensor } from "@dnd-kit/core";
import { flushSync } from "react-dom";

// What this module uses of dnd-kit's pointer sensors (@dnd-kit/core 6.x); its typings call it private.
interface PointerSensorInternals {
  handleMove(event: Event): void;
}
// A mixin's base must take `any[]` (TypeScript's rule for mixins).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PointerSensorClass = new (...args: any[]) => PointerSensorInternals;

/**
 * A pointer sensor whose moves render at once. dnd-kit's move is a state update in a pointer
 * event, which React renders in a task of its own, and what the drag is over (the drop marker:
 * drag-moves.ts) is shown in that render's effects, a task later again: a frame or two went by
 * before the marker showed. Rendered within the event, it shows in the event's frame.
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
