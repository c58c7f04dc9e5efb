// Medians and how figures print.

export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A figure's value as printed: milliseconds to one decimal below 100, whole above; KB; MB; scores. */
export function formatValue(value, unit) {
  if (value == null || Number.isNaN(value)) return "–";
  if (unit === "ms") return `${value < 100 && !Number.isInteger(value) ? value.toFixed(1) : Math.round(value).toLocaleString("en")} ms`;
  if (unit === "KB") return `${(value / 1024).toFixed(1)} KB`;
  if (unit === "MB") return `${(value / 1024 / 1024).toFixed(1)} MB`;
  return String(Math.round(value));
}
