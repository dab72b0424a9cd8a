import TokenExport
import Tokens
import XCTest

/// Both exporters on one small hand-written token set, compared with the whole expected
/// text; every value in it was worked out by hand from the JSON (#3621282E: alpha 46/255
/// = 0.180392; #00000033: 51/255 = 0.2; 0.6 s = 600ms; positions 0 and 0.25 = 0% and 25%;
/// black as components [0, 0, 0], which Terrazzo could not convert, its issue #481).
final class ExportTextTests: XCTestCase {
    static let tokens = #"""
{
 "color": {
  "$type": "color",
  "bg": {
   "light": {
    "$value": "#FDE4D2"
   },
   "dark": {
    "$value": "#3621282E"
   }
  },
  "ink": {
   "$value": {
    "colorSpace": "srgb",
    "components": [
     0.08,
     0.08,
     0.1
    ],
    "alpha": 0.28
   }
  },
  "black": {
   "$value": {
    "colorSpace": "srgb",
    "components": [
     0,
     0,
     0
    ],
    "alpha": 1
   }
  }
 },
 "radius": {
  "$type": "dimension",
  "card": {
   "$value": {
    "value": 20,
    "unit": "px"
   }
  },
  "2xl": {
   "$value": {
    "value": 0.33,
    "unit": "px"
   }
  }
 },
 "motion": {
  "fade": {
   "duration": {
    "$type": "duration",
    "$value": {
     "value": 0.6,
     "unit": "s"
    }
   },
   "curve": {
    "$type": "cubicBezier",
    "$value": [
     0.42,
     0,
     0.58,
     1
    ]
   }
  },
  "long": {
   "$type": "duration",
   "$value": {
    "value": 1.5,
    "unit": "s"
   }
  }
 },
 "font": {
  "family": {
   "$type": "fontFamily",
   "rounded": {
    "$value": [
     "SF Pro Rounded",
     "Quicksand"
    ]
   },
   "brand": {
    "$value": [
     "Brand \"Sans\"",
     "Inter"
    ]
   }
  },
  "weight": {
   "$type": "fontWeight",
   "thin": {
    "$value": 200
   }
  }
 },
 "typography": {
  "$type": "typography",
  "title": {
   "$value": {
    "fontFamily": "{font.family.rounded}",
    "fontSize": {
     "value": 44,
     "unit": "px"
    },
    "fontWeight": "{font.weight.thin}",
    "lineHeight": 1.2,
    "letterSpacing": {
     "value": -0.4,
     "unit": "px"
    }
   }
  },
  "brand": {
   "$value": {
    "fontFamily": "{font.family.brand}",
    "fontSize": {
     "value": 17,
     "unit": "px"
    },
    "fontWeight": 600
   }
  }
 },
 "shadow": {
  "$type": "shadow",
  "card": {
   "$value": [
    {
     "color": "#00000033",
     "offsetX": {
      "value": 0,
      "unit": "px"
     },
     "offsetY": {
      "value": 4,
      "unit": "px"
     },
     "blur": {
      "value": 20,
      "unit": "px"
     },
     "spread": {
      "value": 0,
      "unit": "px"
     }
    },
    {
     "color": "#0000001A",
     "offsetX": {
      "value": 1,
      "unit": "px"
     },
     "offsetY": {
      "value": 2,
      "unit": "px"
     },
     "blur": {
      "value": 3,
      "unit": "px"
     },
     "spread": {
      "value": 1,
      "unit": "px"
     }
    }
   ]
  }
 },
 "gradient": {
  "$type": "gradient",
  "sky": {
   "$value": [
    {
     "color": "#FF0000",
     "position": 0
    },
    {
     "color": "#0000FF80",
     "position": 0.25
    }
   ]
  }
 }
}
"""#

    static func set() throws -> TokenSet { try TokenLoader.parse(tokens, file: "small.json") }

    func testCSSIsExactlyTheExpectedText() throws {
        XCTAssertEqual(CSSExport.css(try Self.set()), Self.css)
    }

    func testSwiftIsExactlyTheExpectedText() throws {
        XCTAssertEqual(SwiftExport.swift(try Self.set()), Self.swift)
    }

    func testExportIsTheSameRunAfterRun() throws {
        XCTAssertEqual(CSSExport.css(try Self.set()), CSSExport.css(try Self.set()))
        XCTAssertEqual(SwiftExport.swift(try Self.set()), SwiftExport.swift(try Self.set()))
    }

    static let css = #"""
/* proof tokens export --format css: small.json (16 tokens).
   Generated from the token file; edit that, not this. Colours and gradient stops are
   registered with @property so they animate. An alias is var() of the token it names.
   Modes: theme (light, dark; default light).
   A mode is chosen by theme: data-theme="CONTEXT" on <html> or prefers-color-scheme; without the attribute, the system's setting where CSS has one. */

@property --color-bg-light { syntax: '<color>'; inherits: true; initial-value: rgb(253 228 210); }
@property --color-bg-dark { syntax: '<color>'; inherits: true; initial-value: rgb(54 33 40 / 0.180392); }
@property --color-ink { syntax: '<color>'; inherits: true; initial-value: color(srgb 0.08 0.08 0.1 / 0.28); }
@property --color-black { syntax: '<color>'; inherits: true; initial-value: rgb(0 0 0); }
@property --gradient-sky-0 { syntax: '<color>'; inherits: true; initial-value: rgb(255 0 0); }
@property --gradient-sky-1 { syntax: '<color>'; inherits: true; initial-value: rgb(0 0 255 / 0.501961); }
@property --color-bg { syntax: '<color>'; inherits: true; initial-value: rgb(253 228 210); }

:root {
  --color-bg-light: rgb(253 228 210);
  --color-bg-dark: rgb(54 33 40 / 0.180392);
  --color-ink: color(srgb 0.08 0.08 0.1 / 0.28);
  --color-black: rgb(0 0 0);
  --radius-card: 20px;
  --radius-2xl: 0.33px;
  --motion-fade-duration: 600ms;
  --motion-fade-curve: cubic-bezier(0.42, 0, 0.58, 1);
  --motion-long: 1.5s;
  --font-family-rounded: "SF Pro Rounded", "Quicksand";
  --font-family-brand: "Brand \"Sans\"", "Inter";
  --font-weight-thin: 200;
  --typography-title: 200 44px/1.2 "SF Pro Rounded", "Quicksand";
  --typography-title-letter-spacing: -0.4px;
  --typography-brand: 600 17px/normal "Brand \"Sans\"", "Inter";
  --typography-brand-letter-spacing: 0px;
  --shadow-card: 0px 4px 20px 0px rgb(0 0 0 / 0.2), 1px 2px 3px 1px rgb(0 0 0 / 0.101961);
  --gradient-sky: linear-gradient(var(--gradient-sky-0) 0%, var(--gradient-sky-1) 25%);
  --gradient-sky-0: rgb(255 0 0);
  --gradient-sky-1: rgb(0 0 255 / 0.501961);
  --color-bg: var(--color-bg-light);
}

:root[data-theme="dark"] {
  --color-bg: var(--color-bg-dark);
}

@media (prefers-color-scheme: dark) {
  :root:not([data-theme]) {
    --color-bg: var(--color-bg-dark);
  }
}

"""#

    static let swift = #"""
// proof tokens export --format swift: small.json (16 tokens).
// Generated from the token file; edit that, not this. Names are token paths in camel case.
import SwiftUI

extension Color {
    /// color.bg.light
    static let colorBgLight = Color(.sRGB, red: 253 / 255, green: 228 / 255, blue: 210 / 255, opacity: 1)
    /// color.bg.dark
    static let colorBgDark = Color(.sRGB, red: 54 / 255, green: 33 / 255, blue: 40 / 255, opacity: 46 / 255)
    /// color.ink
    static let colorInk = Color(.sRGB, red: 0.08, green: 0.08, blue: 0.1, opacity: 0.28)
    /// color.black
    static let colorBlack = Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 1)
}

extension Gradient {
    /// gradient.sky
    static let gradientSky = Gradient(stops: [
        Gradient.Stop(color: Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1), location: 0),
        Gradient.Stop(color: Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 128 / 255), location: 0.25),
    ])
}

extension LinearGradient {
    /// gradient.sky — top to bottom; a DTCG gradient has no direction
    static let gradientSky = LinearGradient(gradient: Gradient.gradientSky, startPoint: .top, endPoint: .bottom)
}

extension Font {
    /// typography.title
    static let typographyTitle = Font.system(size: 44, weight: .thin, design: .rounded)
    /// typography.brand
    static let typographyBrand = Font.custom("Brand \"Sans\"", size: 17).weight(.semibold)
}

extension Animation {
    /// motion.fade.curve
    static func motionFadeCurve(duration: TimeInterval) -> Animation { Animation.timingCurve(0.42, 0, 0.58, 1, duration: duration) }
    /// motion.fade — motion.fade.curve over motion.fade.duration
    static let motionFade = Animation.timingCurve(0.42, 0, 0.58, 1, duration: 0.6)
}

/// Token values that have no SwiftUI type of their own.
enum SmallTokens {
    /// A DTCG shadow as `.shadow(color:radius:x:y:)` takes it (radius is the token's blur).
    struct ShadowValue: Sendable {
        let color: Color
        let radius: CGFloat
        let x: CGFloat
        let y: CGFloat
    }
    /// radius.card — points
    static let radiusCard: CGFloat = 20
    /// radius.2xl — points
    static let radius2xl: CGFloat = 0.33
    /// motion.fade.duration — seconds
    static let motionFadeDuration: TimeInterval = 0.6
    /// motion.long — seconds
    static let motionLong: TimeInterval = 1.5
    /// font.family.rounded
    static let fontFamilyRounded: [String] = ["SF Pro Rounded", "Quicksand"]
    /// font.family.brand
    static let fontFamilyBrand: [String] = ["Brand \"Sans\"", "Inter"]
    /// font.weight.thin
    static let fontWeightThin: Font.Weight = .thin
    /// typography.title.lineHeight — a multiple of the font size
    static let typographyTitleLineHeight: CGFloat = 1.2
    /// typography.title.letterSpacing — points, for .tracking(_:)
    static let typographyTitleLetterSpacing: CGFloat = -0.4
    /// shadow.card
    static let shadowCard: [ShadowValue] = [ShadowValue(color: Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 51 / 255), radius: 20, x: 0, y: 4), ShadowValue(color: Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 26 / 255), radius: 3, x: 1, y: 2)]
}

"""#
}
