/** English strings of the monitored-source panels, add flows, schedules and sidebar sub-items (SPEC §2.3–§2.6, §4.3, §8). */
export const enMonitoring = {} as const;
