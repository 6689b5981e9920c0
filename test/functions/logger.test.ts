import { describe, expect, it } from 'vitest';
import { createLogger } from '../../functions/lib/logger.js';
import { lambdaContext } from './events.js';

const capture = (level?: string) => {
  const lines: Array<{ entry: Record<string, unknown>; level: string }> = [];
  const logger = createLogger({
    level,
    service: 'waw',
    write: (line, entryLevel) => lines.push({ entry: JSON.parse(line), level: entryLevel }),
  });
  return { logger, lines };
};

describe('the functions’ logger', () => {
  it('writes one JSON line an entry, with the keys Powertools Logger wrote, and the invocation’s own', () => {
    const { logger, lines } = capture();
    logger.info('before any invocation');
    logger.startInvocation(lambdaContext);
    logger.info('Student signed in', { studentId: 's-1' });
    logger.startInvocation({ ...lambdaContext, awsRequestId: 'second' });
    logger.warn('again');
    expect(lines.map((line) => line.entry)).toEqual([
      { level: 'INFO', message: 'before any invocation', timestamp: expect.any(String), service: 'waw' },
      {
        level: 'INFO',
        message: 'Student signed in',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        service: 'waw',
        cold_start: true,
        function_name: lambdaContext.functionName,
        function_memory_size: lambdaContext.memoryLimitInMB,
        function_arn: lambdaContext.invokedFunctionArn,
        function_request_id: lambdaContext.awsRequestId,
        studentId: 's-1',
      },
      expect.objectContaining({ level: 'WARN', cold_start: false, function_request_id: 'second' }),
    ]);
  });

  it('keeps what is at or above its level, and nothing when SILENT', () => {
    const warnings = capture('warn');
    warnings.logger.debug('d');
    warnings.logger.info('i');
    warnings.logger.warn('w');
    warnings.logger.error('e');
    expect(warnings.lines.map((line) => [line.entry.level, line.level])).toEqual([
      ['WARN', 'WARN'],
      ['ERROR', 'ERROR'],
    ]);
    const silent = capture('SILENT');
    silent.logger.error('e');
    expect(silent.lines).toEqual([]);
  });

  it('writes an error’s name, message, stack and cause, and survives an object that contains itself', () => {
    const { logger, lines } = capture();
    const looped: Record<string, unknown> = { name: 'loop' };
    looped.self = looped;
    logger.error('Unhandled error', { error: new TypeError('bad', { cause: new Error('root') }), looped });
    expect(lines[0]!.entry).toMatchObject({
      error: {
        name: 'TypeError',
        message: 'bad',
        stack: expect.stringContaining('TypeError: bad'),
        cause: { name: 'Error', message: 'root' },
      },
      looped: { name: 'loop', self: '[Circular]' },
    });
  });
});
