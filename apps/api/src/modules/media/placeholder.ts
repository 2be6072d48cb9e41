/** The picture shown when an item has none: the house monogram on ivory, 4:5 like packshots. */
export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500" viewBox="0 0 1200 1500">
<defs><radialGradient id="g" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#FBF8F3"/><stop offset="1" stop-color="#EDE5D8"/></radialGradient></defs>
<rect width="1200" height="1500" fill="url(#g)"/>
<circle cx="600" cy="700" r="170" fill="none" stroke="#A8824A" stroke-width="4"/>
<text x="600" y="760" text-anchor="middle" font-family="Cormorant Garamond, Georgia, serif" font-size="170" fill="#A8824A">O</text>
<text x="600" y="1000" text-anchor="middle" font-family="Cormorant Garamond, Georgia, serif" font-size="52" letter-spacing="14" fill="#6B665E">MAISON ORCAVIAR</text>
</svg>`;
