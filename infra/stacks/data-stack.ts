import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { SCHOOL_INDEX } from '../../functions/common/school-index.js';
import { TTL_ATTRIBUTE } from '../../functions/common/ttl.js';

export interface DataStackProps extends StackProps {
  stage: string;
}

/** What a school must never lose: the students' table, retained when the stack goes and protected from deletion. */
export class DataStack extends Stack {
  readonly table: TableV2;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.table = new TableV2(this, 'Table', {
      tableName: `waw-${props.stage}`,
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      sortKey: { name: 'sk', type: AttributeType.STRING },
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryptionV2.awsManagedKey(),
      deletionProtection: true,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      removalPolicy: RemovalPolicy.RETAIN,
      // Every change, with the item as written: the class rows are written from it (infra/constructs/class-rows.ts).
      dynamoStream: StreamViewType.NEW_IMAGE,
      // Admins read a school's students through this index, never a scan.
      globalSecondaryIndexes: [
        {
          indexName: SCHOOL_INDEX.name,
          partitionKey: { name: SCHOOL_INDEX.partitionKey, type: AttributeType.STRING },
          sortKey: { name: SCHOOL_INDEX.sortKey, type: AttributeType.STRING },
        },
      ],
    });
  }
}
