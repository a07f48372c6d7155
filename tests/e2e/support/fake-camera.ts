import { readFileSync, writeFileSync } from 'node:fs';
import { decodePngToGrey, type GreyImage } from './png.js';

/**
 * A video for Chromium's fake camera (`--use-file-for-fake-video-capture=<file>.y4m`) made from
 * a still image: YUV4MPEG2, 4:2:0, the image centred on a grey "counter" background. The first
 * frames show the counter only (the camera not yet on the label), so the reader must keep
 * trying across frames; Chromium loops the file.
 */
export interface FakeVideoOptions {
  width?: number;
  height?: number;
  fps?: number;
  /** Frames without the image, then frames with it. */
  emptyFrames?: number;
  imageFrames?: number;
}

const BACKGROUND = 150; // a grey counter top
const CARD_MARGIN = 16; // white label around the image

/** Grey 0–255 to the video range luma (16–235) 4:2:0 Y4M players and Chromium expect. */
const toLuma = (grey: number) => Math.round(16 + (grey * 219) / 255);

function frameOf(image: GreyImage | null, width: number, height: number): Buffer {
  const y = Buffer.alloc(width * height, toLuma(BACKGROUND));
  if (image) {
    if (image.width + 2 * CARD_MARGIN > width || image.height + 2 * CARD_MARGIN > height) throw new Error('the image does not fit the video frame');
    const left = Math.floor((width - image.width) / 2);
    const top = Math.floor((height - image.height) / 2);
    for (let row = top - CARD_MARGIN; row < top + image.height + CARD_MARGIN; row++)
      y.fill(toLuma(255), row * width + left - CARD_MARGIN, row * width + left + image.width + CARD_MARGIN);
    for (let row = 0; row < image.height; row++)
      for (let col = 0; col < image.width; col++) y[(top + row) * width + left + col] = toLuma(image.pixels[row * image.width + col]);
  }
  // No colour: both chroma planes at their neutral value.
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n', 'latin1'), y, chroma]);
}

export function writeFakeCameraVideo(pngPath: string, outPath: string, options: FakeVideoOptions = {}) {
  const { width = 640, height = 480, fps = 10, emptyFrames = 5, imageFrames = 15 } = options;
  if (width % 2 || height % 2) throw new Error('4:2:0 needs an even width and height');
  const image = decodePngToGrey(readFileSync(pngPath));
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`, 'latin1');
  const empty = frameOf(null, width, height);
  const full = frameOf(image, width, height);
  writeFileSync(outPath, Buffer.concat([header, ...Array<Buffer>(emptyFrames).fill(empty), ...Array<Buffer>(imageFrames).fill(full)]));
  return outPath;
}

/** Chromium flags for a fake camera playing `y4m`; `allowCamera` also answers the permission prompt with yes. */
export const fakeCameraArgs = (y4m: string, { allowCamera = true } = {}) => [
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${y4m}`,
  ...(allowCamera ? ['--use-fake-ui-for-media-stream'] : []),
];
