// Whether a key press belongs to an input method's composition (Japanese, Chinese, Korean…): its
// Enter picks a candidate and its Escape drops one; neither is the app's. Chromium and Firefox
// send those keys with `isComposing`; Safari sends the candidate's Enter after `compositionend`,
// with `isComposing` false and key code 229 (WebKit bug 165004), so both are asked.

/** The key press's own fields that tell (a DOM KeyboardEvent has both). */
export interface KeyPressComposition {
  isComposing?: boolean;
  keyCode?: number;
}

/** The key code browsers give a key an input method takes. */
const IME_KEY_CODE = 229;

export function isComposing(press: KeyPressComposition): boolean {
  return press.isComposing === true || press.keyCode === IME_KEY_CODE;
}
