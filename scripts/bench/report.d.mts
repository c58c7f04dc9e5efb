export type Step = "click" | "key";
export interface Target {
  ratio?: number;
  max?: number;
  min?: number;
  peerMax?: boolean;
}
export interface Figure {
  id: string;
  section: string;
  label: string;
  unit: string;
  target: Target;
  peerName: string;
  step?: Step;
  values: { ours: number[]; peer: number[] };
}
export class Figures {
  declare(id: string, options: { section: string; label: string; unit?: string; target?: Target; peerName?: string; step?: Step }): Figure;
  push(id: string, app: string, value: number): void;
  print(heading: string): number;
  static aboveFloorText(figure: Pick<Figure, "values" | "step" | "unit">, floors: Partial<Record<Step, number>>): string;
}
