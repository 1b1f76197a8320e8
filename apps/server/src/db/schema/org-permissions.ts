import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orgs, users } from './identity.ts';

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The cells of an organisation's permission matrix it changed from the defaults (decision 0034): a missing row is
 * the default of `DEFAULT_PERMISSIONS`, so an action added later starts at its default everywhere.
 */
export const orgRolePermissions = pgTable(
  'org_role_permissions',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    action: text('action').notNull(),
    allowed: boolean('allowed').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.role, t.action] })],
);

/** The organisation's case workflow: which reviews it uses and whether QC is kept from the author (decision 0034). */
export const orgWorkflowSettings = pgTable('org_workflow_settings', {
  orgId: text('org_id')
    .primaryKey()
    .references(() => orgs.id, { onDelete: 'cascade' }),
  qualityCheck: boolean('quality_check').notNull().default(true),
  medicalReview: boolean('medical_review').notNull().default(true),
  qcByOtherReviewer: boolean('qc_by_other_reviewer').notNull().default(true),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});
