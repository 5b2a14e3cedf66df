export interface VitestJsonReport {
  numTotalTests: number;
  numFailedTests: number;
  numFailedTestSuites: number;
  testResults: readonly { status: string }[];
}

export function failedOnlyByPoolExit(report: VitestJsonReport | undefined, output: string): boolean;
