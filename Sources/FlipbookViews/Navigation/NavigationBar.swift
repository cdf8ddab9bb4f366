import Foundation

/// The bar of a navigation stack: 44 pt for the back button and an inline title. Like iOS's bars at rest, it has
/// no background of its own. In large mode the title is drawn below it, at the top of the screen (see
/// `LargeTitleBand`), and the inline title fades in once the screen has scrolled it under the bar.
struct NavigationBar: View {
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    /// The line a subtitle adds under a large title.
    static let largeSubtitleHeight: CGFloat = 20

    let model: NavigationBarModel
    /// The back button's title, when there is a screen to go back to.
    let backTitle: String?
    /// The top level's toolbar items.
    let toolbar: ToolbarRegistry
    /// The top level's large title, which the inline title shows in its place once it has scrolled away.
    let largeTitle: LargeTitleLink
    let back: () -> Void
    @Environment(\.tint) private var tint

    private var isLarge: Bool { model.displayMode != .inline }

    var body: some View {
        ZStack {
            // A `.principal` (or `.title`) item takes the inline title's place.
            ToolbarSlot(registry: toolbar, position: .principal, placeholder: model.title.map { title in
                if isLarge {
                    AnyView(inlineTitle(title).modifier(_LargeTitleFollower(link: largeTitle, role: .inlineTitle)))
                } else {
                    AnyView(inlineTitle(title))
                }
            })
            HStack {
                if let backTitle {
                    Button(action: back) {
                        HStack(spacing: 4) {
                            Image(systemName: "chevron.left").font(.system(size: 20, weight: .semibold))
                            Text(backTitle)
                        }
                    }
                    .accessibilityLabel("Back")
                }
                ToolbarSlot(registry: toolbar, position: .leading)
                Spacer()
                ToolbarSlot(registry: toolbar, position: .trailing)
            }
            .padding(.horizontal, 8)
        }
        .frame(height: Self.barHeight)
    }

    /// The title in the bar, with the subtitle under it.
    private func inlineTitle(_ title: String) -> some View {
        VStack(spacing: 0) {
            Text(title).font(.headline).lineLimit(1)
            if let subtitle = model.subtitle {
                Text(subtitle).font(.caption).foregroundStyle(.secondary).lineLimit(1)
            }
        }
    }
}

/// A screen's large title (34 pt bold, 16 pt in, in a 52 pt band, 20 pt taller with a subtitle under it) at the top
/// of the screen, which its content leaves free as safe area: it moves up with the content of the scroll view that
/// extends under it.
struct LargeTitleBand: View {
    let title: String
    let subtitle: String?
    let link: LargeTitleLink
    /// The level's toolbar items: a `.largeTitle` one takes the title's place.
    let toolbar: ToolbarRegistry

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 0) {
                ToolbarSlot(registry: toolbar, position: .largeTitle,
                            placeholder: AnyView(Text(title).font(.system(size: 34, weight: .bold)).lineLimit(1)))
                if let subtitle {
                    Text(subtitle).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
                }
            }
            Spacer()
        }
        .padding(.horizontal, 16)
        .padding(.bottom, 8)
        .frame(height: Self.height(subtitle: subtitle), alignment: .bottom)
        .modifier(_LargeTitleFollower(link: link, role: .largeTitle))
        .allowsHitTesting(false)
    }

    /// The band's height, with or without a subtitle.
    static func height(subtitle: String?) -> CGFloat {
        NavigationBar.largeTitleHeight + (subtitle == nil ? 0 : NavigationBar.largeSubtitleHeight)
    }
}
