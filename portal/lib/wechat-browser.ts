/** Inside WeChat's own browser (its pay sheet, its authorize page and its JS-SDK work only there). */
export const inWechat = () => /MicroMessenger/i.test(navigator.userAgent);
