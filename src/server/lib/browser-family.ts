/** The browser's family only ("Firefox", "Chrome"...): what is kept of a user agent when the visitor asked for privacy. */
export function browserFamily(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  if (/\bEdg(e|A|iOS)?\//.test(userAgent)) return "Edge";
  if (/\b(OPR|Opera)\//.test(userAgent)) return "Opera";
  if (/\bSamsungBrowser\//.test(userAgent)) return "Samsung Internet";
  if (/\b(Firefox|FxiOS)\//.test(userAgent)) return "Firefox";
  if (/\b(Chrome|Chromium|CriOS)\//.test(userAgent)) return "Chrome";
  if (/\bVersion\/[\d.]+.*Safari\//.test(userAgent)) return "Safari";
  return "Other";
}

export function deviceTypeOf(userAgent: string | null | undefined): "Mobile" | "Desktop" | null {
  if (!userAgent) return null;
  return /Mobi|Android|iPhone|iPad/i.test(userAgent) ? "Mobile" : "Desktop";
}
