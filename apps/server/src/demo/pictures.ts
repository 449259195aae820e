import sharp from 'sharp';
import type { SceneKey } from './household';

// Simple drawn pictures of the demo household's rooms (flat shapes, not photographs), each with a "Demo photo"
// badge, encoded as JPEG like a phone's camera would send them; the app's photo pipeline takes it from there.

const WIDTH = 1200;
const HEIGHT = 900;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

function room(wall: string, floor: string, horizon = 620): string {
  return (
    rect(0, 0, WIDTH, horizon, wall) +
    rect(0, horizon, WIDTH, HEIGHT - horizon, floor) +
    rect(0, horizon - 12, WIDTH, 12, '#00000018')
  );
}

function window(x: number, y: number, w: number, h: number): string {
  return (
    rect(x - 10, y - 10, w + 20, h + 20, '#f4f1ea') +
    rect(x, y, w, h, '#bfe0f2') +
    rect(x, y + h * 0.62, w, h * 0.38, '#9fd0a0') +
    rect(x + w / 2 - 5, y, 10, h, '#f4f1ea') +
    rect(x, y + h / 2 - 5, w, 10, '#f4f1ea')
  );
}

/** A row of things on a shelf: books, jars or boxes in turning colours. */
function row(x: number, y: number, count: number, width: number, heights: number[], colours: string[], gap = 6) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const h = heights[i % heights.length]!;
    out += rect(x + i * (width + gap), y - h, width, h, colours[i % colours.length]!, 'rx="3"');
  }
  return out;
}

function badge(): string {
  return (
    `<g transform="translate(28 ${HEIGHT - 92})">` +
    rect(0, 0, 430, 64, '#1f3b34', 'rx="14" opacity="0.88"') +
    `<text x="24" y="42" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="bold" fill="#ffffff">Demo photo · drawn</text>` +
    `</g>`
  );
}

const SCENES: Record<SceneKey, () => string> = {
  'kitchen-counter': () =>
    room('#f3e6c9', '#b98b5e') +
    window(480, 90, 260, 200) +
    row(60, 300, 3, 120, [150], ['#e9eef0'], 12) +
    row(820, 300, 3, 110, [150], ['#e9eef0'], 12) +
    rect(40, 430, 1120, 40, '#7c8a8f') +
    rect(40, 470, 1120, 200, '#dfe6e8') +
    rect(520, 438, 200, 22, '#a9b7bc', 'rx="8"') +
    rect(612, 360, 14, 80, '#8d9aa0') +
    [0, 1, 2, 3]
      .map((i) =>
        rect(
          80 + i * 8,
          412 - i * 9,
          170,
          12,
          i % 2 ? '#fdf3d0' : '#ffffff',
          `transform="rotate(${i * 3 - 4} 165 ${418 - i * 9})"`,
        ),
      )
      .join('') +
    row(300, 430, 3, 50, [60, 52, 64], ['#d9534f', '#5b8def', '#f0ad4e'], 14) +
    row(850, 430, 4, 44, [34, 34, 34, 34], ['#8fbcbb', '#d08770', '#a3be8c', '#ebcb8b'], 10) +
    rect(160, 500, 150, 140, '#cfd8dc', 'rx="6"') +
    rect(900, 500, 150, 140, '#cfd8dc', 'rx="6"'),
  pantry: () => {
    let shelves = room('#efe3cf', '#a47b55', 760);
    for (const y of [230, 420, 610]) {
      shelves += rect(120, y, 960, 18, '#8b6b4a');
    }
    shelves +=
      row(150, 230, 9, 70, [110, 90, 120, 80, 100], ['#e07a5f', '#f2cc8f', '#81b29a', '#3d405b', '#f4f1de']) +
      row(170, 420, 10, 60, [70, 90, 70, 100], ['#c9ada7', '#9a8c98', '#f2e9e4', '#4a4e69']) +
      row(140, 610, 6, 120, [80, 120, 60], ['#b5838d', '#e5989b', '#ffb4a2']) +
      row(850, 760, 3, 70, [50, 70, 40], ['#6d597a', '#b56576', '#eaac8b']);
    return shelves;
  },
  'living-sofa': () =>
    room('#dfe9e4', '#c7a27c') +
    window(120, 110, 280, 240) +
    rect(180, 700, 840, 150, '#e8c07d', 'rx="60" opacity="0.7"') +
    rect(420, 360, 620, 120, '#5c7c8a', 'rx="30"') +
    rect(400, 450, 660, 140, '#6d8f9e', 'rx="26"') +
    rect(380, 420, 60, 170, '#5c7c8a', 'rx="24"') +
    rect(1020, 420, 60, 170, '#5c7c8a', 'rx="24"') +
    rect(470, 400, 130, 80, '#e9c46a', 'rx="18"') +
    rect(860, 400, 130, 80, '#e76f51', 'rx="18"') +
    rect(520, 660, 300, 24, '#8d6748', 'rx="6"') +
    rect(540, 684, 20, 80, '#8d6748') +
    rect(780, 684, 20, 80, '#8d6748') +
    circle(600, 650, 16, '#ffffff') +
    rect(700, 640, 70, 16, '#333333', 'rx="4"') +
    rect(120, 600, 200, 150, '#b08968', 'rx="20"') +
    circle(160, 600, 26, '#f94144') +
    circle(215, 590, 22, '#43aa8b') +
    rect(250, 560, 50, 50, '#f9c74f', 'rx="4"') +
    rect(330, 770, 40, 40, '#277da1', 'rx="4"') +
    rect(880, 790, 60, 28, '#f94144', 'rx="6"') +
    rect(1110, 180, 12, 440, '#444444') +
    `<path d="M1060 180 L1170 180 L1140 110 L1090 110 Z" fill="#f6e7b0"/>`,
  'bunk-beds': () =>
    room('#e4e0f2', '#b8956a') +
    window(820, 100, 240, 200) +
    rect(90, 120, 26, 620, '#8a6a4f') +
    rect(560, 120, 26, 620, '#8a6a4f') +
    rect(100, 300, 480, 60, '#f28482', 'rx="10"') +
    rect(100, 270, 480, 36, '#ffffff', 'rx="10"') +
    rect(100, 620, 480, 70, '#84a59d', 'rx="10"') +
    rect(100, 590, 480, 36, '#ffffff', 'rx="10"') +
    rect(720, 470, 380, 26, '#a47148') +
    rect(740, 496, 20, 200, '#a47148') +
    rect(1060, 496, 20, 200, '#a47148') +
    row(740, 470, 5, 60, [30, 18, 40, 24], ['#ffffff', '#ffd166', '#ffffff', '#06d6a0'], -20) +
    row(900, 470, 4, 26, [90, 80, 100, 70], ['#ef476f', '#118ab2', '#ffd166', '#073b4c'], 4) +
    rect(200, 770, 70, 24, '#ef476f', 'rx="6"') +
    rect(320, 740, 90, 30, '#118ab2', 'rx="6"') +
    rect(640, 800, 110, 34, '#ffd166', 'rx="8"') +
    rect(470, 780, 60, 20, '#073b4c', 'rx="6"'),
  closet: () => {
    let closet =
      room('#ece4db', '#a98467', 780) + rect(200, 80, 800, 700, '#d5bdaf') + rect(230, 110, 740, 640, '#f5ebe0');
    closet += rect(240, 170, 720, 10, '#8d6e63');
    const colours = ['#e63946', '#457b9d', '#a8dadc', '#f4a261', '#2a9d8f', '#e9c46a', '#6d6875', '#b5838d'];
    for (let i = 0; i < 11; i += 1) {
      closet += rect(260 + i * 62, 180, 48, 220 + (i % 3) * 40, colours[i % colours.length]!, 'rx="6"');
    }
    closet +=
      rect(240, 560, 720, 14, '#8d6e63') +
      row(260, 560, 4, 150, [90, 120, 70, 110], ['#ddb892', '#b08968', '#7f5539', '#e6ccb2'], 20) +
      row(260, 750, 6, 90, [40, 36, 44], ['#343a40', '#6c757d', '#495057'], 24) +
      rect(360, 800, 140, 40, '#e63946', 'rx="10"') +
      rect(700, 820, 160, 30, '#457b9d', 'rx="10"');
    return closet;
  },
  'garage-shelves': () =>
    room('#d6d6d2', '#9a9a94', 640) +
    rect(60, 60, 26, 600, '#5a5a5a') +
    rect(600, 60, 26, 600, '#5a5a5a') +
    [150, 330, 510].map((y) => rect(60, y, 566, 16, '#6b6b6b')).join('') +
    row(90, 150, 4, 110, [70, 80, 60], ['#c9a66b', '#b08d57', '#d4b483']) +
    row(90, 330, 5, 86, [90, 60, 100], ['#3a86ff', '#ff006e', '#8338ec', '#fb5607', '#ffbe0b']) +
    row(90, 510, 3, 150, [120, 90, 110], ['#c9a66b', '#b08d57', '#d4b483']) +
    `<g fill="none" stroke="#222222" stroke-width="14">` +
    `<circle cx="780" cy="700" r="95"/><circle cx="1040" cy="700" r="95"/>` +
    `<path d="M780 700 L880 560 L1000 560 L1040 700 M880 560 L910 700 L1000 560 M870 530 L900 530 M990 540 L1030 520"/>` +
    `</g>` +
    row(120, 830, 4, 80, [80, 60, 90, 70], ['#e9ecef', '#adb5bd', '#e9ecef', '#ced4da'], 20) +
    rect(500, 740, 200, 140, '#c9a66b', 'rx="6"') +
    rect(880, 160, 260, 180, '#c9a66b', 'rx="6"') +
    `<g stroke="#3d3d3d" stroke-width="10" stroke-linecap="round"><path d="M930 200 L930 290 M1000 200 L1000 270 M1070 200 L1070 300"/></g>` +
    circle(930, 300, 16, '#d62828') +
    rect(985, 265, 30, 26, '#3d3d3d', 'rx="4"'),
};

/** The scene as a JPEG image, 1200×900, with its "Demo photo" badge. */
export async function drawRoomPicture(scene: SceneKey): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${SCENES[scene]()}${badge()}</svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
}
