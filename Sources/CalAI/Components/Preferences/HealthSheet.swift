public import SwiftUI
import Tokens

/// The iOS Health access sheet as HealthKit presents it (seed 000 p7: "Tapping 'Continue'
/// should trigger the system's Health Access pop-up"; 001 p7 "a system pop-up requesting
/// access to various health data points"): a page sheet with "Don't Allow" and "Allow" in
/// its bar (Allow dimmed until a category is on), the Health icon, "Health Access", the
/// request, a "Turn On All" row, and grouped lists of the data types to write and to read,
/// each with its category-coloured glyph and a switch, all off.
nonisolated public struct HealthSheet: View {
    @Environment(\.calAI) private var theme
    @Environment(\.appearance) private var appearance
    /// A category's symbol grows with its name, as iOS's Health sheet draws it (a fixed
    /// 22 pt beside 40-pt names at AX XL).
    @ScaledMetric(relativeTo: .body) private var symbolSize = 22.0
    @Environment(\.contentSize) private var contentSize
    let app: String

    public init(app: String = "Cal AI") { self.app = app }

    /// A data type the app asks for: its name, glyph and Health category.
    struct DataType: Hashable {
        let name: String
        let symbol: String
        let activity: Bool
    }

    static let write = [DataType(name: "Active Energy", symbol: "flame.fill", activity: true),
                        DataType(name: "Weight", symbol: "scalemass.fill", activity: false)]
    static let read = [DataType(name: "Active Energy", symbol: "flame.fill", activity: true),
                       DataType(name: "Steps", symbol: "figure.walk", activity: true),
                       DataType(name: "Workouts", symbol: "figure.run", activity: true),
                       DataType(name: "Height", symbol: "ruler.fill", activity: false),
                       DataType(name: "Weight", symbol: "scalemass.fill", activity: false)]

    /// Whether a row's glyph goes above its name: at the accessibility sizes.
    var stacked: Bool { contentSize.isAccessibilityCategory }

    /// iOS page sheets round their top corners by 10 pt.
    static let sheetCorner = 10.0

    public var body: some View {
        let t = theme
        VStack(spacing: 0) {
            bar
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    intro
                    group { row(title: "Turn On All", blue: true) }
                        .padding(.top, 28)
                    section("Allow \"\(app)\" to write data:", Self.write)
                    section("Allow \"\(app)\" to read data:", Self.read)
                }
                .padding(.horizontal, 16)
                .padding(.bottom, 32)
            }
        }
        .background(t.swatch(.backgroundSecondary), in: RoundedRectangle(cornerRadius: Self.sheetCorner))
        .clipShape(RoundedRectangle(cornerRadius: Self.sheetCorner))
        .accessibilityLabel("Health Access")
        // HealthKit's sheet, not the app's design: its system blue and orange glyphs are iOS's.
        .systemChrome()
    }

    var bar: some View {
        let t = theme
        return HStack {
            Text("Don't Allow")
                .font(t.typeface(.body, .body))
                .foregroundColor(t.swatch(.dialogButton))
                .accessibilityLabel("Don't Allow")
                .accessibilityAddTraits(.isButton)
            Spacer()
            Text("Allow")
                .accessibilityAddTraits(.notEnabled)
                .font(t.typeface(.headline, .body))
                .foregroundColor(t.swatch(.textTertiary))
                .accessibilityLabel("Allow")
                .accessibilityAddTraits(.isButton)
        }
        .padding(.horizontal, 16)
        .frame(height: 56)
    }

    var intro: some View {
        let t = theme
        return VStack(spacing: 12) {
            HealthIcon(size: 64)
            Text("Health Access")
                .font(t.typeface(.interludeTitle, .title))
                .foregroundColor(t.swatch(.textPrimary))
            Text("\"\(app)\" would like to access and update your Health data in the categories below.")
                .font(t.typeface(.body, .body))
                .foregroundColor(t.swatch(.textPrimary))
                .multilineTextAlignment(.center)
                .fixedSize(horizontal: false, vertical: true)
        }
        .frame(maxWidth: .infinity)
        .padding(.top, 4)
    }

    func section(_ title: String, _ types: [DataType]) -> some View {
        let t = theme
        return VStack(alignment: .leading, spacing: 0) {
            Text(title.uppercased())
                .font(t.typeface(.footnote, .footnote))
                .foregroundColor(t.swatch(.textSecondary))
                .padding(.horizontal, 16)
                .padding(.bottom, 7)
            group {
                ForEach(types.indices, id: \.self) { i in
                    if i > 0 { separator.padding(.leading, stacked ? 16 : 56) }
                    row(title: types[i].name, symbol: types[i].symbol,
                        tint: types[i].activity ? HealthPalette.activity(appearance) : HealthPalette.body(appearance))
                }
            }
        }
        .padding(.top, 32)
    }

    /// An inset grouped list: white rounded rows on the grouped background.
    func group<Rows: View>(@ViewBuilder _ rows: () -> Rows) -> some View {
        VStack(spacing: 0) { rows() }
            .background(theme.swatch(.surface), in: RoundedRectangle(cornerRadius: Self.sheetCorner))
    }

    var separator: some View {
        Rectangle().fill(theme.swatch(.dialogSeparator)).frame(height: 1 / 3)
    }

    func row(title: String, blue: Bool = false, symbol: String? = nil, tint: RGBA? = nil) -> some View {
        let t = theme
        let glyph = symbol.flatMap { symbol in
            tint.map { tint in
                Image(systemName: symbol)
                    .font(.system(size: symbolSize, weight: .regular))
                    .foregroundColor(Color(tint))
                    // Beside the names, a column as wide for every glyph; above one, its own width, flush with it.
                    .frame(width: stacked ? nil : symbolSize * 28 / 22)
            }
        }
        let name = Text(title)
            .accessibilityLabel(title)
            .accessibilityAddTraits(blue ? .isButton : [])
            .font(t.typeface(.body, .body))
            .foregroundColor(blue ? t.swatch(.dialogButton) : t.swatch(.textPrimary))
        return HStack(spacing: 12) {
            // At the accessibility sizes the glyph goes above the name, as iOS stacks a
            // cell's image over its text there: beside it, "Workouts" broke mid-word (SE, AX XL).
            if stacked {
                VStack(alignment: .leading, spacing: 4) {
                    glyph
                    name
                }
            } else {
                glyph
                name
            }
            Spacer(minLength: 8)
            if !blue { ToggleSwitch(isOn: false, label: title) }
        }
        .padding(.horizontal, 16)
        // Stacked, the glyph and name keep the row's margins above and below (the name's
        // descenders sat on the separator).
        .padding(.vertical, stacked ? 10 : 0)
        .frame(minHeight: 50)
    }
}
