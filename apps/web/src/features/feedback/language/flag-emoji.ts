const regionalIndicatorA = 0x1f1e6;
const tagLatinSmallA = 0xe0061;

/**
 * The letters a flag emoji stands for: 🇬🇧 → 'GB', the Welsh tag sequence → 'WLS'. Shown instead
 * of the flag where the system has no colour emoji font (many Linux desktops, headless browsers).
 */
export function flagLetters(flag: string): string {
  const codePoints = Array.from(flag, (char) => char.codePointAt(0) ?? 0);
  const regional = codePoints.filter((cp) => cp >= regionalIndicatorA && cp < regionalIndicatorA + 26);
  if (regional.length === 2) return regional.map((cp) => String.fromCharCode(65 + cp - regionalIndicatorA)).join('');
  const tags = codePoints.filter((cp) => cp >= tagLatinSmallA && cp < tagLatinSmallA + 26);
  // Subdivision flags spell their code in tag characters: 'gbwls' → the part after the country.
  return tags
    .slice(2)
    .map((cp) => String.fromCharCode(65 + cp - tagLatinSmallA))
    .join('');
}

let flagSupport: boolean | undefined;

/** Whether flag emoji render in colour here: a tofu box or plain letters have no coloured pixels. */
export function canRenderFlagEmoji(): boolean {
  if (flagSupport !== undefined) return flagSupport;
  flagSupport = false;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 24;
    canvas.height = 24;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return flagSupport;
    context.font = '20px sans-serif';
    context.textBaseline = 'top';
    context.fillText('\u{1F1EC}\u{1F1E7}', 0, 0);
    const pixels = context.getImageData(0, 0, 24, 24).data;
    for (let i = 0; i < pixels.length; i += 4) {
      const [r, g, b, a] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!, pixels[i + 3]!];
      if (a > 0 && (Math.abs(r - g) > 30 || Math.abs(g - b) > 30)) {
        flagSupport = true;
        break;
      }
    }
  } catch {
    // No canvas (tests) or blocked reading: letters are always readable.
  }
  return flagSupport;
}
