/** Where the embedded provider lives on the product's origin (issue 3). */
export const embeddedProviderMountPath = '/oidc';
export const embeddedClientId = 'sitewatch-web';
export const interactionPath = (uid: string) => `${embeddedProviderMountPath}/interaction/${uid}`;
