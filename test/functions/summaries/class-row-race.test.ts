import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultGameDetails } from '@domain/defaults.js';
import { recordModule, rowKey } from '@functions/summaries/class-summary.js';
import { awsError } from '../../support/aws-error.js';

const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => dynamo.reset());

const place = { school: 'DEMO', class_id: 'c1' };
const child = { id: 'kid-1', first_name: 'Kid', last_name: 'One', username: 'kid.1' };
const module = {
  id: 'm-1',
  name: 'RESPA',
  day_completed: 1,
  step_completed: 'celebrate' as const,
  game_details: JSON.stringify(defaultGameDetails('RESPA')),
  version: 5,
};

describe('a save’s row write that meets a move', () => {
  it('writes again into a row that arrived after its update was refused, when the row holds an earlier save', async () => {
    // Refused while the child's row was still in the other class; the move then brought the row here, with save 4.
    dynamo.on(UpdateCommand).rejectsOnce(awsError('ConditionalCheckFailedException', 'The conditional request failed')).resolves({});
    dynamo.on(GetCommand, { Key: rowKey('DEMO', 'c1', 'kid-1') }).resolves({ Item: { sk: 'CHILD#kid-1', o: 100 } });
    expect(await recordModule(place, child, module, 200)).toEqual({ written: true, place });
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(2);
  });

  it('leaves a row that holds a later save as it is', async () => {
    dynamo.on(UpdateCommand).rejects(awsError('ConditionalCheckFailedException', 'The conditional request failed'));
    dynamo.on(GetCommand, { Key: rowKey('DEMO', 'c1', 'kid-1') }).resolves({ Item: { sk: 'CHILD#kid-1', o: 300 } });
    expect(await recordModule(place, child, module, 200)).toEqual({ written: false, place });
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(1);
  });
});
