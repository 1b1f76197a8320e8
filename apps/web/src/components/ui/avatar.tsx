import { useState } from 'react';
import { initialsOf } from '@/lib/initials.ts';

/**
 * The person's picture, or their initials when there is none (SPEC §2.5: the picture is optional) or it does not
 * load — the content security policy takes images only from our server and the identity provider's.
 */
export function Avatar({ name, picture, alt }: { name: string; picture?: string | null; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (picture && failed !== picture) {
    return (
      <img
        src={picture}
        alt={alt}
        onError={() => setFailed(picture)}
        className="size-8 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      // An empty `alt` marks the picture as decoration (the name is written beside it), as on an <img>.
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xs font-semibold text-primary"
    >
      {initialsOf(name)}
    </span>
  );
}
