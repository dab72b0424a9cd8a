/// How the charts look, as Swift Charts draws them on iOS 18: the series palette, the
/// axis and grid colours, and the spacings around the plot.
enum ChartStyle {
    /// Swift Charts' default series colours, in the order series appear.
    static let palette: [Color] = [
        .systemBlue, .systemGreen, .systemOrange,
        Color.system("systemPurple", light: "#AF52DE", dark: "#BF5AF2"),  // systemPurple
        .systemRed,
        Color.system("systemTeal", light: "#30B0C7", dark: "#40C8E0"),  // systemTeal
        .systemYellow,
        Color.system("systemPink", light: "#FF2D55", dark: "#FF375F"),  // systemPink
        Color.system("systemIndigo", light: "#5856D6", dark: "#5E5CE6"),  // systemIndigo
    ]
    /// Axis and legend text. Swift Charts uses `.secondaryLabel`, whose light value
    /// (#3C3C43 at 60 %: #8A8A8E on white, 3.5:1) fails WCAG's 4.5:1 at caption size; the
    /// light value here is iOS's Increase Contrast secondary label (#6C6C70, 5.2:1 on
    /// white, 4.6:1 on #F2F2F7). Dark keeps the stock value (5.8:1 on #1C1C1E).
    static let axisLabel = Color.dynamic(light: "#6C6C70", dark: "#EBEBF599")
    /// Horizontal gridlines and the zero line: solid, in the separator colour.
    static let gridLine = Color.separator
    static let gridLineWidth = 0.5
    /// Space between the plot's trailing edge and the y labels.
    static let yLabelSpacing = 6.0
    /// Space between the plot's bottom and the x labels.
    static let xLabelSpacing = 4.0
    /// Space above the legend, and between its entries.
    static let legendSpacing = 8.0
    static let legendEntrySpacing = 12.0
    /// The legend's dot, and the gap from it to the series name.
    static let legendSwatch = 8.0
    static let legendSwatchSpacing = 4.0
    /// A bar's width as a share of its category's band.
    static let barWidthRatio = 0.6
    static let lineWidth = 2.0
    static let pointDiameter = 7.0
    static let ruleWidth = 1.0
    /// Between a bar's end and its annotation.
    static let annotationSpacing = 4.0
    /// Without a height to fill (an ideal size): Swift Charts' charts grow to what they
    /// are offered; this is what they take when offered nothing.
    static let idealSize = (width: 300.0, height: 200.0)
}
