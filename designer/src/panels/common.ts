/** Field groups several widgets share live with the widgets (src/widgets/shared/field-groups.ts). */
export * from '../../../src/widgets/shared/field-groups';
