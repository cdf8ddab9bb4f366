import Foundation

/// The bar of a navigation stack: 44 pt for the back button and an inline title, then, in large mode, the
/// 34 pt bold title in a 52 pt band. Like iOS's bars at rest, it has no background of its own.
struct NavigationBar: View {
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52

    let model: NavigationBarModel
    /// The back button's title, when there is a screen to go back to.
    let backTitle: String?
    /// The top level's toolbar items.
    let toolbar: ToolbarRegistry
    let back: () -> Void
    @Environment(\.tint) private var tint

    private var isLarge: Bool { model.displayMode != .inline }

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                if !isLarge, let title = model.title {
                    Text(title).font(.headline).lineLimit(1)
                }
                ToolbarSlot(registry: toolbar, position: .principal)
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
            if isLarge, let title = model.title {
                HStack {
                    Text(title).font(.system(size: 34, weight: .bold)).lineLimit(1)
                    Spacer()
                }
                .padding(.horizontal, 16)
                .padding(.bottom, 8)
                .frame(height: Self.largeTitleHeight, alignment: .bottom)
            }
        }
    }
}
