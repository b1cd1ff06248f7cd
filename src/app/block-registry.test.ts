import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '../engine/layout-types';
import { blockRegistry } from './block-registry';

describe('block registry', () => {
  it("has exactly the schema's block types", () => {
    const schema = JSON.parse(readFileSync('schemas/layout.schema.json', 'utf8'));
    const types = schema.$defs.block.properties.type.enum as string[];
    expect(Object.keys(blockRegistry).sort()).toEqual([...types].sort());
    expect([...BLOCK_TYPES].sort()).toEqual([...types].sort());
  });
});
