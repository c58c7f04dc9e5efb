import { setFlagsFromString } from "node:v8";

// Whether two objects have the same hidden class (V8's "map"), asked of V8 itself: the
// intrinsic needs its flag set before the function using it is compiled.
setFlagsFromString("--allow-natives-syntax");
const haveSameMap = new Function("a", "b", "return %HaveSameMap(a, b)") as (a: object, b: object) => boolean;

export function sameHiddenClass(a: object, b: object): boolean {
  return haveSameMap(a, b);
}
