/**
 * lucide-react's icon modules import `../createLucideIcon.mjs`; this alias hands them
 * app/components/ui/icon.tsx instead, for the app's build and for its tests alike.
 */
export function lucideIconAlias(appDir: string) {
  return { find: /^\.\.\/createLucideIcon\.mjs$/, replacement: `${appDir}components/ui/icon.tsx` };
}
