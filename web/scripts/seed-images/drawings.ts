// The embedded dataset's pictures, drawn as SVG: illustrated people who do not exist, flat scenes for the guides and
// made-up carriers' marks. Flat colours keep the files small (the whole set well under 1 MB).

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`

type Face = { cx: number; cy: number; skin: string; hair: string; shirt: string; bottom: number }

// A head and shoulders around (cx, cy): the face is what a hotspot should keep.
function person({ cx, cy, skin, hair, shirt, bottom }: Face) {
  return `
    <path d="M${cx - 230} ${bottom} C${cx - 220} ${cy + 190} ${cx + 220} ${cy + 190} ${cx + 230} ${bottom} Z" fill="${shirt}"/>
    <rect x="${cx - 45}" y="${cy + 80}" width="90" height="90" fill="${skin}"/>
    <ellipse cx="${cx}" cy="${cy - 40}" rx="135" ry="125" fill="${hair}"/>
    <ellipse cx="${cx}" cy="${cy}" rx="105" ry="125" fill="${skin}"/>
    <path d="M${cx - 110} ${cy - 40} C${cx - 90} ${cy - 150} ${cx + 90} ${cy - 150} ${cx + 110} ${cy - 40} C${cx + 40} ${cy - 90} ${cx - 40} ${cy - 90} ${cx - 110} ${cy - 40} Z" fill="${hair}"/>
    <ellipse cx="${cx - 38}" cy="${cy - 5}" rx="11" ry="14" fill="#1f2937"/>
    <ellipse cx="${cx + 38}" cy="${cy - 5}" rx="11" ry="14" fill="#1f2937"/>
    <path d="M${cx - 40} ${cy + 50} Q${cx} ${cy + 85} ${cx + 40} ${cy + 50}" stroke="#7f1d1d" stroke-width="8" fill="none" stroke-linecap="round"/>`
}

/** Maria: a tall picture, her face near its top (hotspot near the top edge), the office below. */
export const mariaPortrait = () =>
  svg(
    600,
    1000,
    `<rect width="600" height="1000" fill="#dbeafe"/>
     <rect y="560" width="600" height="440" fill="#1e3a8a"/>
     <rect x="40" y="760" width="520" height="40" fill="#92400e"/>
     <rect x="80" y="800" width="30" height="200" fill="#78350f"/>
     <rect x="490" y="800" width="30" height="200" fill="#78350f"/>
     ${person({ cx: 300, cy: 200, skin: '#c68642', hair: '#3b1f0e', shirt: '#be123c', bottom: 560 })}
     <rect x="380" y="690" width="120" height="70" fill="#f8fafc"/>`,
  )

/** Kevin: a square picture, his face in the middle. */
export const kevinPortrait = () =>
  svg(
    800,
    800,
    `<rect width="800" height="800" fill="#fef3c7"/>
     <circle cx="640" cy="160" r="90" fill="#fde68a"/>
     ${person({ cx: 400, cy: 380, skin: '#f1c27d', hair: '#111827', shirt: '#0f766e', bottom: 800 })}`,
  )

const sky = (width: number, height: number, top: string, bottom: string) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
   <rect width="${width}" height="${height}" fill="url(#sky)"/>`

const car = (x: number, y: number, colour: string) => `
  <path d="M${x} ${y + 120} L${x + 40} ${y + 40} Q${x + 60} ${y} ${x + 120} ${y} L${x + 300} ${y} Q${x + 360} ${y} ${x + 390} ${y + 50} L${x + 460} ${y + 70} Q${x + 500} ${y + 80} ${x + 500} ${y + 120} L${x + 500} ${y + 170} L${x} ${y + 170} Z" fill="${colour}"/>
  <path d="M${x + 70} ${y + 55} L${x + 100} ${y + 20} L${x + 200} ${y + 20} L${x + 200} ${y + 55} Z M${x + 220} ${y + 55} L${x + 220} ${y + 20} L${x + 300} ${y + 20} L${x + 350} ${y + 55} Z" fill="#e0f2fe"/>
  <circle cx="${x + 110}" cy="${y + 170}" r="45" fill="#111827"/><circle cx="${x + 110}" cy="${y + 170}" r="20" fill="#9ca3af"/>
  <circle cx="${x + 400}" cy="${y + 170}" r="45" fill="#111827"/><circle cx="${x + 400}" cy="${y + 170}" r="20" fill="#9ca3af"/>`

const house = (x: number, y: number, wall: string, roof: string) => `
  <path d="M${x - 40} ${y + 160} L${x + 220} ${y} L${x + 480} ${y + 160} Z" fill="${roof}"/>
  <rect x="${x}" y="${y + 160}" width="440" height="300" fill="${wall}"/>
  <rect x="${x + 190}" y="${y + 300}" width="90" height="160" fill="#7c2d12"/>
  <rect x="${x + 50}" y="${y + 220}" width="100" height="90" fill="#bfdbfe"/>
  <rect x="${x + 320}" y="${y + 220}" width="90" height="90" fill="#bfdbfe"/>`

const road = (width: number, height: number) => `
  <rect y="${height - 260}" width="${width}" height="260" fill="#374151"/>
  ${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 220 + 20}" y="${height - 140}" width="120" height="16" fill="#facc15"/>`).join('')}`

const ground = (width: number, height: number, colour: string) =>
  `<rect y="${height - 220}" width="${width}" height="220" fill="${colour}"/>`

const cover = (body: string) => svg(1600, 1000, body)

export const COVERS = {
  'texas-auto-insurance-requirements': () =>
    cover(`${sky(1600, 1000, '#93c5fd', '#e0f2fe')}${road(1600, 1000)}${car(540, 590, '#1d4ed8')}
      <rect x="1200" y="380" width="24" height="360" fill="#6b7280"/><rect x="1110" y="300" width="210" height="150" rx="12" fill="#f8fafc" stroke="#111827" stroke-width="10"/>
      <path d="M1150 340 L1280 340 M1150 375 L1280 375 M1150 410 L1240 410" stroke="#111827" stroke-width="12"/>`),
  'what-to-do-after-a-car-accident': () =>
    cover(`${sky(1600, 1000, '#cbd5e1', '#f1f5f9')}${road(1600, 1000)}${car(180, 590, '#b91c1c')}${car(900, 590, '#047857')}
      <path d="M800 430 L880 580 L720 580 Z" fill="#f97316" stroke="#7c2d12" stroke-width="10" stroke-linejoin="round"/>
      <rect x="792" y="475" width="16" height="60" fill="#7c2d12"/>`),
  'does-renters-insurance-cover-flooding': () =>
    cover(`${sky(1600, 1000, '#475569', '#94a3b8')}
      <rect x="520" y="220" width="560" height="620" fill="#e2e8f0"/>
      ${Array.from({ length: 4 }, (_, row) => Array.from({ length: 3 }, (_, col) => `<rect x="${570 + col * 170}" y="${260 + row * 140}" width="120" height="90" fill="#fde68a"/>`).join('')).join('')}
      <rect y="760" width="1600" height="240" fill="#1e40af" opacity="0.85"/>
      ${Array.from({ length: 40 }, (_, i) => `<path d="M${(i * 97) % 1600} ${(i * 53) % 600} l-18 46" stroke="#e0f2fe" stroke-width="6"/>`).join('')}`),
  'how-much-dwelling-coverage-do-you-need': () =>
    cover(`${sky(1600, 1000, '#fcd34d', '#fef9c3')}${ground(1600, 1000, '#65a30d')}${house(560, 330, '#f8fafc', '#b45309')}
      <rect x="1140" y="330" width="40" height="460" fill="#facc15" stroke="#854d0e" stroke-width="6"/>
      ${Array.from({ length: 9 }, (_, i) => `<path d="M1140 ${370 + i * 48} h22" stroke="#854d0e" stroke-width="6"/>`).join('')}`),
  'term-vs-whole-life-insurance': () =>
    cover(`${sky(1600, 1000, '#a7f3d0', '#ecfdf5')}${ground(1600, 1000, '#15803d')}
      <rect x="770" y="430" width="60" height="360" fill="#78350f"/>
      <circle cx="800" cy="360" r="220" fill="#16a34a"/><circle cx="660" cy="430" r="140" fill="#22c55e"/><circle cx="950" cy="420" r="150" fill="#22c55e"/>
      <circle cx="500" cy="700" r="40" fill="#c68642"/><rect x="470" y="740" width="60" height="100" rx="20" fill="#be123c"/>
      <circle cx="1100" cy="690" r="48" fill="#f1c27d"/><rect x="1064" y="738" width="72" height="110" rx="24" fill="#1d4ed8"/>
      <circle cx="1190" cy="730" r="30" fill="#f1c27d"/><rect x="1166" y="760" width="48" height="80" rx="16" fill="#f59e0b"/>`),
  'when-umbrella-insurance-makes-sense': () =>
    cover(`${sky(1600, 1000, '#64748b', '#cbd5e1')}${ground(1600, 1000, '#4d7c0f')}${house(980, 420, '#fef3c7', '#7f1d1d')}
      <path d="M240 520 Q520 140 800 520 Q730 470 660 520 Q590 470 520 520 Q450 470 380 520 Q310 470 240 520 Z" fill="#1d4ed8"/>
      <path d="M520 500 L520 800 Q520 850 570 850" stroke="#111827" stroke-width="16" fill="none" stroke-linecap="round"/>
      ${Array.from({ length: 30 }, (_, i) => `<path d="M${(i * 131) % 1600} ${(i * 37) % 420} l-14 40" stroke="#e2e8f0" stroke-width="6"/>`).join('')}`),
} as const

type Mark = 'star' | 'wave' | 'leaf' | 'shield' | 'river' | 'ridge' | 'diamond'

const MARKS: Record<Mark, (colour: string) => string> = {
  star: (c) =>
    `<path d="M75 20 L92 58 L133 62 L102 89 L111 130 L75 108 L39 130 L48 89 L17 62 L58 58 Z" fill="${c}"/>`,
  wave: (c) =>
    `<path d="M15 95 Q45 55 75 95 T135 95 L135 130 L15 130 Z" fill="${c}"/><circle cx="75" cy="50" r="28" fill="${c}" opacity="0.6"/>`,
  leaf: (c) => `<path d="M75 20 C140 40 130 120 75 130 C20 120 10 40 75 20 Z" fill="${c}"/>`,
  shield: (c) => `<path d="M75 18 L130 38 L122 95 Q110 125 75 135 Q40 125 28 95 L20 38 Z" fill="${c}"/>`,
  river: (c) =>
    `<path d="M20 40 Q75 10 130 40 L130 60 Q75 30 20 60 Z M20 80 Q75 50 130 80 L130 100 Q75 70 20 100 Z" fill="${c}"/>`,
  ridge: (c) => `<path d="M10 130 L55 45 L80 85 L105 35 L140 130 Z" fill="${c}"/>`,
  diamond: (c) => `<path d="M75 15 L135 75 L75 135 L15 75 Z" fill="${c}"/>`,
}

// Made-up marks beside the made-up carriers' names, on a transparent background as logos usually come.
const logo = (name: string, mark: Mark, colour: string) =>
  svg(
    480,
    150,
    `${MARKS[mark](colour)}
     <text x="160" y="${name.length > 18 ? 88 : 92}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${name.length > 18 ? 26 : 32}" fill="#1f2937">${name.replace('&', '&amp;')}</text>`,
  )

export const LOGOS: Record<string, () => string> = {
  'bluebonnet-mutual': () => logo('Bluebonnet Mutual', 'star', '#2563eb'),
  'trinity-river-casualty': () => logo('Trinity River Casualty', 'river', '#0e7490'),
  'prairie-star-insurance': () => logo('Prairie Star Insurance', 'star', '#ca8a04'),
  'gulf-coast-indemnity': () => logo('Gulf Coast Indemnity', 'wave', '#0284c7'),
  'pecan-valley-life': () => logo('Pecan Valley Life', 'leaf', '#65a30d'),
  'red-river-home-and-auto': () => logo('Red River Home & Auto', 'shield', '#b91c1c'),
  'cedar-ridge-specialty': () => logo('Cedar Ridge Specialty', 'ridge', '#15803d'),
  'brazos-general': () => logo('Brazos General', 'diamond', '#7c3aed'),
}
