import { PassThrough, Readable } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { README, readable, readableModule, videoName, writeExportZip } from '@functions/export/export-zip.js';

/** Writes a zip to memory through a stream that pushes back, as a file on /tmp may. */
const zipOf = async (child: unknown, videos: Array<{ name: string; bytes: Buffer }>) => {
  const out = new PassThrough({ highWaterMark: 16 });
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const opened: string[] = [];
  await writeExportZip(
    out,
    child,
    videos.map((video) => ({
      name: video.name,
      open: async () => {
        opened.push(video.name);
        // In small pieces, as S3 streams a body.
        return Readable.from(Array.from({ length: Math.ceil(video.bytes.length / 7) }, (_, i) => video.bytes.subarray(i * 7, i * 7 + 7)));
      },
    })),
  );
  return { files: unzipSync(new Uint8Array(Buffer.concat(chunks))), opened };
};

describe('the export zip', () => {
  it('holds child.json as pretty JSON, the README and every video byte for byte', async () => {
    const video = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    const child = { profile: { first_name: 'Maya' }, modules: [{ id: 'm1', game_details: { feeling: 'happy' } }] };
    const { files, opened } = await zipOf(child, [
      { name: 'a.webm', bytes: video },
      { name: 'b.mp4', bytes: Buffer.from('second') },
    ]);
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'child.json', 'videos/a.webm', 'videos/b.mp4']);
    expect(strFromU8(files['child.json']!)).toBe(`${JSON.stringify(child, null, 2)}\n`);
    expect(JSON.parse(strFromU8(files['child.json']!))).toEqual(child);
    expect(strFromU8(files['README.txt']!)).toBe(README);
    expect(Buffer.from(files['videos/a.webm']!)).toEqual(video);
    expect(strFromU8(files['videos/b.mp4']!)).toBe('second');
    expect(opened).toEqual(['a.webm', 'b.mp4']);
  });

  it('is a valid zip with no videos at all', async () => {
    const { files } = await zipOf({ profile: null }, []);
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'child.json']);
  });

  it('fails, rather than ending a short zip, when a video cannot be read', async () => {
    const out = new PassThrough();
    out.resume();
    const broken = {
      name: 'x.webm',
      open: async () =>
        new Readable({
          read() {
            this.destroy(new Error('S3 went away'));
          },
        }),
    };
    await expect(writeExportZip(out, {}, [broken])).rejects.toThrow('S3 went away');
  });

  it('leaves out table keys and every secret hash, and parses game details', () => {
    expect(
      readable({ pk: 'SCHOOL#DEMO', sk: 'USERNAME#maya', student_id: 's1', password_hash: 'scrypt$…', school_key: 'DEMO', class_key: 'c' }),
    ).toEqual({ student_id: 's1' });
    expect(readable({ pk: 'SCHOOL#DEMO', sk: 'CARD#1', secret_hash: 'h', issued_at: 1 })).toEqual({ issued_at: 1 });
    // Who printed the card is the school's business, not the parent's: the admin's e-mail stays in the table.
    expect(readable({ pk: 'SCHOOL#DEMO', sk: 'CARD#1', issued_at: 1, issued_by: 'admin@demo.school' })).toEqual({ issued_at: 1 });
    expect(readable(undefined)).toBeNull();
    expect(readableModule({ pk: 'STUDENT#1', sk: 'MODULE#m', id: 'm', game_details: '{"a":[1]}' })).toEqual({
      id: 'm',
      game_details: { a: [1] },
    });
    expect(readableModule({ id: 'm', game_details: null })).toEqual({ id: 'm', game_details: null });
    expect(readableModule({ id: 'm', game_details: 'not json' })).toEqual({ id: 'm', game_details: 'not json' });
  });

  it('names a video by its last key segment only', () => {
    expect(videoName('recordings/eu-west-1:abc/2026-11-26T10-00-00Z.webm')).toBe('2026-11-26T10-00-00Z.webm');
    expect(videoName('recordings/x/../../etc passwd')).toBe('etc_passwd');
    expect(videoName('recordings/x/')).toBe('video');
  });
});
