public import SwiftUI

/// One button of a `SystemAlert`: iOS draws the preferred action ("Allow", "Submit") in
/// semibold, the others in regular, all in the system blue.
public struct AlertButton: Sendable, Hashable {
    public let title: String
    public let preferred: Bool
    public init(_ title: String, preferred: Bool = false) { self.title = title; self.preferred = preferred }
}

/// An iOS alert as UIKit draws it: 270 pt wide (`size.alertWidth`), on the thick material
/// with 14 pt corners (`radius.alert`); an optional header (the app icon of the rating
/// prompt), a 17 pt semibold title and a 13 pt message centred, an optional accessory (the
/// rating stars); then a hairline and the buttons, side by side when there are two, split
/// by a vertical hairline (stacked at the accessibility text sizes), 44 pt tall, in the
/// system blue.
///
/// Seed 000 p7: "The health access screen should trigger the native iOS system dialog for
/// permission"; the notification permission (001 p7 "A screen for enabling push
/// notifications") and the rating modal (001 p7 "a modal pop-up for the user to rate the app").
nonisolated public struct SystemAlert<Header: View, Accessory: View>: View {
    @Environment(\.calAI) private var theme
    @Environment(\.appearance) private var appearance
    @Environment(\.device) private var device
    @Environment(\.contentSize) private var contentSize
    let title: String
    let message: String
    let buttons: [AlertButton]
    let header: () -> Header
    let accessory: () -> Accessory

    public init(title: String, message: String, buttons: [AlertButton],
                @ViewBuilder header: @escaping () -> Header, @ViewBuilder accessory: @escaping () -> Accessory) {
        self.title = title; self.message = message; self.buttons = buttons
        self.header = header; self.accessory = accessory
    }

    /// iOS separators are one device pixel.
    var hairline: Double { 1 / device.scale }

    /// Header, title, message and accessory, centred.
    var content: some View {
        let t = theme
        return VStack(spacing: 0) {
            header()
            Text(title)
                .font(t.typeface(.headline, .headline))
                .foregroundColor(t.swatch(.textPrimary))
                .multilineTextAlignment(.center)
                .fixedSize(horizontal: false, vertical: true)
            Text(message)
                .font(t.typeface(.footnote, .footnote))
                .foregroundColor(t.swatch(.textPrimary))
                .multilineTextAlignment(.center)
                .fixedSize(horizontal: false, vertical: true)
                .padding(.top, 2)
            accessory()
        }
        .frame(maxWidth: .infinity)
        .padding(.horizontal, 16)
        .padding(.top, 19)
        .padding(.bottom, 18)
    }

    public var body: some View {
        let t = theme
        VStack(spacing: 0) {
            // At the largest text sizes UIAlertController keeps the alert inside the screen
            // and scrolls its text above the buttons rather than growing past the edges.
            ViewThatFits(in: .vertical) {
                content
                ScrollView { content }
            }
            Rectangle().fill(t.swatch(.dialogSeparator)).frame(height: hairline)
            buttonRow
        }
        .frame(width: t.length(.sizeAlertWidth))
        .background(.thickMaterial, in: RoundedRectangle(cornerRadius: t.length(.radiusAlert)))
        .environment(\.materials, [.thick: t.thickMaterial(appearance)])
        .accessibilityLabel(title + ". " + message)
        // iOS draws it (its system-blue buttons measure about 3.3:1 on the alert's
        // material): checks of the app's design leave it out, as they do the status bar.
        .systemChrome()
        // Never up against the status bar or the home indicator, however tall its text.
        .padding(.vertical, 24)
    }

    @ViewBuilder
    var buttonRow: some View {
        let t = theme
        // Two buttons sit side by side, except at the accessibility text sizes, where
        // UIAlertController stacks them so that neither title is truncated.
        if buttons.count == 2 && !contentSize.isAccessibilityCategory {
            HStack(spacing: 0) {
                button(buttons[0])
                Rectangle().fill(t.swatch(.dialogSeparator)).frame(width: hairline, height: 44)
                button(buttons[1])
            }
        } else {
            VStack(spacing: 0) {
                ForEach(buttons.indices, id: \.self) { i in
                    if i > 0 { Rectangle().fill(t.swatch(.dialogSeparator)).frame(height: hairline) }
                    button(buttons[i])
                }
            }
        }
    }

    func button(_ b: AlertButton) -> some View {
        let t = theme
        return Text(b.title)
            .font(t.typeface(b.preferred ? .headline : .body, .body))
            .foregroundColor(t.swatch(.dialogButton))
            .lineLimit(1)
            .frame(maxWidth: .infinity)
            // 44 pt, growing with the text at the large sizes so the title keeps its margins.
            .padding(.vertical, 11)
            .frame(minHeight: 44)
            .accessibilityLabel(b.title)
            .accessibilityAddTraits(.isButton)
    }
}

extension SystemAlert where Header == EmptyView, Accessory == EmptyView {
    public init(title: String, message: String, buttons: [AlertButton]) {
        self.init(title: title, message: message, buttons: buttons, header: { EmptyView() }, accessory: { EmptyView() })
    }
}

/// A system dialog over the screen that asked for it: iOS's dimming view (`color.dialog.dimming`)
/// across the whole display, the dialog centred on it.
nonisolated public struct DimmedPresentation<Page: View, Dialog: View>: View {
    @Environment(\.calAI) private var theme
    let presented: Bool
    let page: () -> Page
    let dialog: () -> Dialog

    public init(presented: Bool, @ViewBuilder page: @escaping () -> Page, @ViewBuilder dialog: @escaping () -> Dialog) {
        self.presented = presented; self.page = page; self.dialog = dialog
    }

    public var body: some View {
        ZStack {
            page()
            if presented {
                theme.swatch(.dialogDimming).ignoresSafeArea()
                dialog()
            }
        }
    }
}
