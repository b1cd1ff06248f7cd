import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkFolder,
  FILES,
  parseFolder,
  type FolderInput,
  type MerchantConfig,
  type Problem,
} from '../../src/onboarding/config';

/** A configuration folder on disk: its JSON files and the pictures of its images/ directory. */
export function readConfig(dir: string): { config: FolderInput; problems: Problem[] } {
  const texts: Record<string, string> = {};
  for (const name of FILES) {
    const path = join(dir, `${name}.json`);
    if (existsSync(path)) texts[`${name}.json`] = readFileSync(path, 'utf8');
  }
  const imagesDir = join(dir, 'images');
  const images = existsSync(imagesDir)
    ? Object.fromEntries(readdirSync(imagesDir).map((name) => [name, join(imagesDir, name)]))
    : undefined;
  return parseFolder(texts, images);
}

/** A folder on disk that must be valid (the demo and sample folders): the folder, or an error naming its problems. */
export function readValidConfig(dir: string): MerchantConfig {
  const { config, problems } = checkFolder(readConfig(dir));
  if (!config)
    throw new Error(
      `merchant folder ${dir} is invalid: ${problems.map((p) => `${p.file} ${p.path} ${p.message}`).join('; ')}`,
    );
  return config;
}
