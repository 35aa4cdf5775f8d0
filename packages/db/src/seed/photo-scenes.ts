import { type ListingCategory } from "@skyhire/validators";

/** Size of a seeded photo's widest variant (3:2, even so the 400 px variant is exact). */
export const SCENE_WIDTH = 800;
export const SCENE_HEIGHT = 532;

interface Palette {
  skyTop: string;
  skyBottom: string;
  ground: string;
  accent: string;
  ink: string;
}

/** Two lights per scene: a clear day and a golden hour. */
const PALETTES: readonly [Palette, Palette] = [
  { skyTop: "#5fa8e8", skyBottom: "#cfe8fb", ground: "#6aa84f", accent: "#f4c542", ink: "#1f2937" },
  { skyTop: "#f28c38", skyBottom: "#fde2b8", ground: "#8a6d3b", accent: "#fff3c4", ink: "#2b1d0e" },
];

const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;

/** A small quadcopter seen from the front, centred on (x, y). */
function drone(x: number, y: number, ink: string): string {
  return `<g transform="translate(${x} ${y})" fill="${ink}">
    <rect x="-26" y="-6" width="52" height="12" rx="5"/>
    <rect x="-60" y="-3" width="40" height="4"/><rect x="20" y="-3" width="40" height="4"/>
    <ellipse cx="-62" cy="-8" rx="22" ry="3" opacity="0.7"/><ellipse cx="62" cy="-8" rx="22" ry="3" opacity="0.7"/>
    <rect x="-63" y="-8" width="3" height="8"/><rect x="60" y="-8" width="3" height="8"/>
    <circle cx="0" cy="10" r="5"/></g>`;
}

function sky(p: Palette, horizon: number): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="${W * 0.82}" cy="${horizon * 0.35}" r="38" fill="${p.accent}"/>`;
}

const SCENES: Record<ListingCategory, (p: Palette) => string> = {
  Photography: (p) => {
    const towers = [60, 130, 190, 270, 330, 420, 480, 560, 640, 700]
      .map((x, i) => `<rect x="${x}" y="${300 - ((i * 53) % 140)}" width="${50 + (i % 3) * 8}" height="${240 + ((i * 53) % 140)}" fill="${p.ink}" opacity="${0.75 + (i % 2) * 0.15}"/>`)
      .join("");
    return `${sky(p, 330)}${towers}<rect y="470" width="${W}" height="62" fill="${p.ink}"/>${drone(300, 150, p.ink)}`;
  },
  Surveying: (p) => {
    const contours = [0, 1, 2, 3, 4, 5]
      .map((i) => `<ellipse cx="${420 + i * 6}" cy="${380}" rx="${330 - i * 52}" ry="${120 - i * 19}" fill="none" stroke="${p.accent}" stroke-width="3" opacity="0.9"/>`)
      .join("");
    const pins = [180, 330, 520, 650].map((x, i) => `<circle cx="${x}" cy="${340 + (i % 2) * 70}" r="9" fill="#e53935" stroke="#fff" stroke-width="3"/>`).join("");
    return `${sky(p, 230)}<rect y="230" width="${W}" height="${H - 230}" fill="${p.ground}"/>${contours}${pins}${drone(420, 120, p.ink)}`;
  },
  Inspection: (p) => {
    const blades = [0, 120, 240]
      .map((a) => `<rect x="-6" y="-150" width="12" height="150" rx="6" fill="#f8fafc" transform="rotate(${a})"/>`)
      .join("");
    return `${sky(p, 420)}<rect y="420" width="${W}" height="${H - 420}" fill="${p.ground}"/>
      <polygon points="392,160 408,160 420,470 380,470" fill="#e5e7eb"/>
      <g transform="translate(400 160)">${blades}<circle r="14" fill="#cbd5e1"/></g>
      <rect x="470" y="110" width="120" height="90" fill="none" stroke="#e53935" stroke-width="4" stroke-dasharray="14 8"/>
      ${drone(620, 240, p.ink)}`;
  },
  Mapping: (p) => {
    const tiles: string[] = [];
    const shades = [p.ground, "#9bbf6a", "#c9b26b", "#7aa35a", "#b7c97a"];
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 8; c++)
        tiles.push(`<rect x="${c * 100}" y="${r * 107}" width="100" height="107" fill="${shades[(r * 3 + c * 2) % shades.length]}" stroke="#ffffff" stroke-width="2" opacity="0.95"/>`);
    return `${tiles.join("")}<polyline points="40,480 200,380 360,420 520,240 760,120" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>
      <path d="M0 ${H} L${W} 0" stroke="#4b5563" stroke-width="14" opacity="0.6"/>${drone(520, 240, p.ink)}`;
  },
  "Real Estate": (p) =>
    `${sky(p, 330)}<rect y="330" width="${W}" height="${H - 330}" fill="${p.ground}"/>
      <rect x="230" y="250" width="300" height="170" fill="#f5f5f4"/><polygon points="210,255 380,150 550,255" fill="#b45309"/>
      <rect x="360" y="330" width="44" height="90" fill="${p.ink}"/><rect x="260" y="290" width="60" height="46" fill="#93c5fd"/>
      <rect x="440" y="290" width="60" height="46" fill="#93c5fd"/>
      <rect x="560" y="380" width="170" height="80" rx="16" fill="#38bdf8" stroke="#f5f5f4" stroke-width="6"/>
      ${drone(150, 130, p.ink)}`,
  Agriculture: (p) => {
    const rows = Array.from({ length: 14 }, (_, i) => {
      const x = -400 + i * 115;
      return `<polygon points="${W / 2 - 6},260 ${W / 2 + 6},260 ${x + 40},${H} ${x},${H}" fill="${i % 2 ? "#4d7c0f" : "#65a30d"}"/>`;
    }).join("");
    return `${sky(p, 260)}<rect y="260" width="${W}" height="${H - 260}" fill="#a3b18a"/>${rows}${drone(400, 150, p.ink)}`;
  },
};

/** Scene `variant` (0 or 1) of a category as SVG, with the category's name in a band at the bottom. */
export function sceneSvg(category: ListingCategory, variant: 0 | 1): string {
  const p = PALETTES[variant];
  const body = SCENES[category](p);
  const mirrored = variant === 1 ? ` transform="translate(${W} 0) scale(-1 1)"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <g${mirrored}>${body}</g>
    <rect x="0" y="${H - 64}" width="${W}" height="64" fill="#000" opacity="0.45"/>
    <text x="28" y="${H - 22}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="30" font-weight="bold" fill="#fff">${category} · Skyhire demo</text>
  </svg>`;
}
