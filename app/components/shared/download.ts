/** Saves `text` as a file the browser downloads, named `fileName`. */
export function downloadText(fileName: string, text: string, type = "application/json"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; the object URL is no longer needed then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
