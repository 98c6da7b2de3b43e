export interface ReadinessTimes {
  onScreenMs: number | null;
  readyMs: number | null;
  paintedMs: number | null;
  boxesAtParse: number[][];
}
export declare function recordReadiness(): void;
export declare function readinessTimes(): ReadinessTimes | null;
export declare function pageReady(): boolean;
export declare function islandsHaveState(selector?: string | null): boolean;
