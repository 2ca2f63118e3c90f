/** Activity times are shown in China time (UTC+8) wherever the reader is: 2026/11/22 09:30. */
export const formatChinaTime = (time: string) => time.slice(0, 16).replace(/-/g, "/");
