// Medians and formatting.
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const fmtInt = (n) => Math.round(n).toLocaleString("en-US");
export const fmtRatio = (r) => `${r.toFixed(2)}x`;
export const fmtMiB = (kib) => `${(kib / 1024).toFixed(0)} MiB`;
