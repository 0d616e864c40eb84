// Deterministic placeholder images: the same id always gives the same bytes, and no image leaves the machine.

/** 32-bit FNV-1a: a stable, well-spread hash of a short string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface SvgImage {
  /** Drives the background hue and the shape. */
  id: string;
  /** The only text drawn, e.g. the product name; without one the image is a shape alone (never an internal id). */
  label?: string;
  width: number;
  height: number;
  /** Another image of the same id (product image number): shifts the hue and the shape. */
  variant: number;
}

const SHAPES = ['circle', 'square', 'triangle', 'diamond', 'hexagon'] as const;

function polygon(cx: number, cy: number, r: number, sides: number, rotation: number): string {
  const points = Array.from({ length: sides }, (_, i) => {
    const angle = rotation + (i * 2 * Math.PI) / sides;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}"`;
}

function shape(kind: (typeof SHAPES)[number], cx: number, cy: number, r: number): string {
  switch (kind) {
    case 'circle':
      return `<circle cx="${cx}" cy="${cy}" r="${r}"`;
    case 'square':
      return `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" rx="${(r / 5).toFixed(1)}"`;
    case 'triangle':
      return polygon(cx, cy, r, 3, -Math.PI / 2);
    case 'diamond':
      return polygon(cx, cy, r, 4, 0);
    case 'hexagon':
      return polygon(cx, cy, r, 6, 0);
  }
}

/** Splits text into at most `maxLines` lines of about `perLine` characters, ending with an ellipsis when cut. */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= perLine || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  const cut = lines.length > maxLines;
  const kept = lines
    .slice(0, maxLines)
    .map((line) => (line.length > perLine ? `${line.slice(0, perLine - 1)}…` : line));
  if (cut) kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1).trimEnd()}…`;
  return kept;
}

export function renderSvg({ id, label, width, height, variant }: SvgImage): string {
  const h = hashString(id);
  const hue = (h + variant * 47) % 360;
  const figure = SHAPES[((h >>> 9) + variant) % SHAPES.length]!;
  const short = Math.min(width, height);
  const background = [
    `<rect width="${width}" height="${height}" fill="hsl(${hue} 55% 42%)"/>`,
    `${shape(figure, width / 2, height / 2, Math.round(short * 0.36))} fill="hsl(${(hue + 30) % 360} 60% 62%)" fill-opacity="0.55"/>`,
  ];
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`;
  if (!label) return [`${open} aria-hidden="true">`, ...background, `</svg>`].join('\n');
  const fontSize = Math.max(12, Math.round(short / 10));
  const lines = wrapText(label, Math.max(6, Math.floor((width * 0.85) / (fontSize * 0.6))), height > width / 2 ? 3 : 2);
  const lineHeight = Math.round(fontSize * 1.25);
  const firstY = height / 2 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map((line, i) => `<tspan x="${width / 2}" y="${Math.round(firstY + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');
  return [
    `${open} role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    ...background,
    `<text font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="600" fill="#fff" text-anchor="middle" dominant-baseline="middle">${text}</text>`,
    `</svg>`,
  ].join('\n');
}
