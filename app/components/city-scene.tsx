/** The city background scene: a quiet evening skyline, decorative only. */
export function CityScene() {
  return (
    <div aria-hidden className="pointer-events-none fixed inset-x-0 bottom-0 -z-0 h-64 overflow-hidden opacity-60">
      <svg viewBox="0 0 1200 260" preserveAspectRatio="xMidYMax slice" className="h-full w-full">
        <defs>
          <linearGradient id="scene-sky" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="#f5f3ff" stopOpacity="0" />
            <stop offset="1" stopColor="#ddd6fe" />
          </linearGradient>
        </defs>
        <rect width="1200" height="260" fill="url(#scene-sky)" />
        <circle cx="980" cy="70" r="28" fill="#fde68a" opacity="0.8" />
        <path
          fill="#c4b5fd"
          d="M0 260V170h40v-30h30v30h25v-60h40v60h20v-90l20-20 20 20v90h30v-40h50v40h20V90h16V60h8v30h16v170h30v-70h60v70h20v-110h50v110h30v-50h40v50h25V120l35-35 35 35v140h20v-80h45v80h30v-60h55v60h25v-100h20V130h10v30h20v100h40v-70h60v70h30v-40h40v40h35v-90h50v90h30V160h40v100z"
        />
        <path
          fill="#a78bfa"
          opacity="0.7"
          d="M0 260v-40h60v-30h40v70h50v-50h45v50h60v-35h40v35h70v-60h35v60h55v-25h50v25h65v-45h40v45h60v-30h50v30h70v-55h45v55h60v-35h40v35h55v-50h50v50h60v-30h45v30h40z"
        />
        <g fill="#fef3c7" opacity="0.9">
          <rect x="145" y="120" width="6" height="8" />
          <rect x="290" y="110" width="6" height="8" />
          <rect x="300" y="140" width="6" height="8" />
          <rect x="520" y="140" width="6" height="8" />
          <rect x="700" y="200" width="6" height="8" />
          <rect x="905" y="150" width="6" height="8" />
          <rect x="1085" y="180" width="6" height="8" />
        </g>
      </svg>
    </div>
  );
}
