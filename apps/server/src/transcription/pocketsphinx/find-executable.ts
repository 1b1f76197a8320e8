import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The absolute path of `command` as the shell would find it on PATH, or null. */
export function findExecutable(command: string, path = process.env.PATH ?? ''): string | null {
  if (command.includes('/')) return isAbsolute(command) && isExecutable(command) ? command : null;
  for (const dir of path.split(delimiter)) {
    if (dir && isExecutable(join(dir, command))) return join(dir, command);
  }
  return null;
}
