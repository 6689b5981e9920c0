import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { s3 } from '../common/clients/s3.js';
import { gatherChild } from './export-data.js';
import { exportZipKey, finishExportJob, getExportJob } from './export-job.js';
import { writeExportZip } from './export-zip.js';
import { logger } from '../common/logger.js';

export interface ExportPlaces {
  recordingsBucket: string;
  exportsBucket: string;
  identityPoolId: string;
}

/**
 * Builds one export: the zip is written to the function's /tmp (one video in memory at a time), then uploaded with
 * one PutObject and the job marked done. A message delivered again builds it again over the same key; a job done
 * already is left alone. A child marked for removal has nothing to export: the job ends without a zip, and one whose
 * removal deleted the job while its zip was built has that zip deleted.
 */
export const runExport = async (jobId: string, places: ExportPlaces): Promise<void> => {
  const job = await getExportJob(jobId);
  if (!job || job.phase === 'done') return;
  const child = await gatherChild(job.student_id, { bucket: places.recordingsBucket, identityPoolId: places.identityPoolId });
  if (!child) {
    logger.warn('An export found no child to export', { jobId, studentId: job.student_id });
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'export-'));
  try {
    const file = join(dir, 'export.zip');
    await writeExportZip(createWriteStream(file), child.record, child.videos);
    const { size } = await stat(file);
    const key = exportZipKey(job);
    const { client, sdk } = await s3();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: places.exportsBucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: 'application/zip',
        ContentDisposition: `attachment; filename="waw-child-${job.student_id}.zip"`,
      }),
    );
    if (!(await finishExportJob(job.id, key, size)) && !(await getExportJob(job.id))) {
      // The child's removal deleted the job while this zip was being built: the zip goes too.
      await client.send(new sdk.DeleteObjectCommand({ Bucket: places.exportsBucket, Key: key }));
      logger.warn('An export was built for a child being removed; its zip was deleted', { jobId, studentId: job.student_id });
      return;
    }
    logger.info('Student export built', { jobId, studentId: job.student_id, videos: child.videos.length, bytes: size });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
