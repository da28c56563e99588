/**
 * Function points that only PDA events name (no HTTP endpoint carries them), with their titles. They
 * are grantable like any endpoint's point, so the system administrator holds them and can hand them to
 * the accounts that scan. A PDA task whose event needs a point of its own adds it here.
 */
export const pdaEventPoints: Readonly<Record<string, { title: string; titleEn: string }>> = {
  'pda:pallet:scan': { title: 'PDA：打托扫描', titleEn: 'Scan pallets on the PDA' },
};
