export declare function buildReport(output: string, result: { status: number | null; seconds: number }): string[];
