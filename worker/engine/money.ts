/** Integer units of the artifact to the numbers and strings of the response. */
export const points = (thousandths: number) => thousandths / 1000;
export const percentString = (hundredths: number) => (hundredths / 100).toFixed(2);
export const hundredthsToNumber = (hundredths: number) => hundredths / 100;
