export interface TraceEvent {
  name: string;
  ts: number;
  dur: number;
}
export type PhaseTimes = Record<"script" | "style" | "layout" | "paint" | "layerize" | "commit" | "gc" | "other" | "idle", number>;
export function phaseTimes(events: TraceEvent[], start: number, end: number): PhaseTimes;
