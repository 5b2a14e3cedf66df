/** User Timing marks around hydration: from the client entry's start to the page being interactive. */
export const HYDRATION_MARKS = { start: "hydration-start", end: "hydrated" } as const;
