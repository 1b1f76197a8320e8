export const RECORDING_NOT_FOUND = 'Recording not found';
