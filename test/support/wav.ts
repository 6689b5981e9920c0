import { readFileSync } from 'node:fs';

/** G.711 mu-law byte to a sample in [-1, 1]. */
const fromMuLaw = (byte: number): number => {
  const u = ~byte & 0xff;
  const magnitude = (((u & 0x0f) << 3) + 0x84) << ((u & 0x70) >> 4);
  return ((u & 0x80 ? 0x84 - magnitude : magnitude - 0x84) / 32768) * 1;
};

/** Reads a mono WAV file, 16-bit PCM or 8-bit mu-law (what scripts/make-clap-fixtures.sh writes). */
export const readWav = (path: string): { sampleRate: number; samples: Float32Array } => {
  const file = readFileSync(path);
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE') throw new Error(`${path} is not a WAV file`);
  let offset = 12;
  let format = 0;
  let channels = 0;
  let sampleRate = 0;
  let bits = 0;
  while (offset + 8 <= file.length) {
    const id = file.toString('ascii', offset, offset + 4);
    const size = file.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = file.readUInt16LE(body);
      channels = file.readUInt16LE(body + 2);
      sampleRate = file.readUInt32LE(body + 4);
      bits = file.readUInt16LE(body + 14);
    } else if (id === 'data') {
      if (channels !== 1) throw new Error(`${path}: mono only`);
      const data = file.subarray(body, body + size);
      if (format === 7 && bits === 8) return { sampleRate, samples: Float32Array.from(data, fromMuLaw) };
      if (format === 1 && bits === 16) {
        const samples = new Float32Array(data.length / 2);
        for (let i = 0; i < samples.length; i += 1) samples[i] = data.readInt16LE(i * 2) / 32768;
        return { sampleRate, samples };
      }
      throw new Error(`${path}: format ${format}/${bits} bits is not read here`);
    }
    offset = body + size + (size % 2);
  }
  throw new Error(`${path} has no data`);
};
