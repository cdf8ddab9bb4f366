import Foundation

/// The card of an alert or a confirmation dialog, laid out as iOS lays them out.
///
/// - An alert: 270 points wide, corner radius 14, the title (headline) and message (footnote) over its buttons,
///   in 44-point rows of body text divided by hairlines. Two buttons sit side by side, a cancelling one on the
///   leading side; more stack, a cancelling one last. A cancelling button's title is semibold.
/// - A dialog: across the canvas less 8 points a side, at the bottom; the title (shown when `titleVisibility`
///   is `.visible`, in semibold footnote grey) and message over 57-point rows of 20-point titles, and the
///   cancelling button on a card of its own 8 points below (one titled Cancel if the actions have none, as on an
///   iPhone).
struct AlertCard<Actions: View, Message: View>: View {
    let title: Text
    let showsTitle: Bool
    let isDialog: Bool
    let actions: Actions
    let message: Message

    private var rowHeight: CGFloat { isDialog ? 57 : 44 }
    private var buttonFont: Font { isDialog ? .system(size: 20) : .body }

    var body: some View {
        Group(subviews: actions) { subviews in
            let cancels = subviews.filter { $0.containerValues[ButtonRoleValueKey.self] == .cancel }
            let others = subviews.filter { $0.containerValues[ButtonRoleValueKey.self] != .cancel }
            if isDialog {
                VStack(spacing: 8) {
                    card {
                        heading
                        ForEach(others) { row($0, isCancel: false, separated: hasHeading || others.first?.id != $0.id) }
                    }
                    card {
                        if cancels.isEmpty {
                            row(Button("Cancel", role: .cancel) {}, isCancel: true, separated: false)
                        } else {
                            ForEach(cancels) { row($0, isCancel: true, separated: cancels.first?.id != $0.id) }
                        }
                    }
                }
                .padding(8)
            } else {
                card {
                    heading
                    if subviews.count == 2 {
                        let pair = cancels + others
                        HStack(spacing: 0) {
                            row(pair[0], isCancel: !cancels.isEmpty, separated: false)
                            Color(.separator).frame(width: 0.5)
                            row(pair[1], isCancel: cancels.count == 2, separated: false)
                        }
                        .frame(height: rowHeight)
                        .overlay(alignment: .top) { hairline }
                    } else {
                        ForEach(others) { row($0, isCancel: false, separated: true) }
                        ForEach(cancels) { row($0, isCancel: true, separated: true) }
                    }
                }
                .frame(width: 270)
            }
        }
    }

    private var hasHeading: Bool { showsTitle || !(message is EmptyView) }

    @ViewBuilder private var heading: some View {
        if hasHeading {
            VStack(spacing: 4) {
                if showsTitle {
                    title.font(isDialog ? .footnote.weight(.semibold) : .headline)
                        .foregroundStyle(isDialog ? Color.secondary : Color.primary)
                }
                message.font(.footnote).foregroundStyle(isDialog ? Color.secondary : Color.primary)
            }
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
            .padding(.horizontal, 16)
            .padding(.vertical, isDialog ? 14 : 19)
        }
    }

    private var hairline: some View { Color(.separator).frame(height: 0.5) }

    private func card<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        VStack(spacing: 0) { content() }
            .frame(maxWidth: isDialog ? .infinity : nil)
            .background(RoundedRectangle(cornerRadius: 14).fill(Color(.secondarySystemBackground)))
    }

    private func row<Row: View>(_ button: Row, isCancel: Bool, separated: Bool) -> some View {
        button
            .font(buttonFont.weight(isCancel ? .semibold : .regular))
            .frame(maxWidth: .infinity, minHeight: rowHeight)
            .contentShape(Rectangle())
            .overlay(alignment: .top) { if separated { hairline } }
    }
}
