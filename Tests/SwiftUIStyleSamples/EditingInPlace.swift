import SwiftUI

// Surface group: Editing in place, small capitals, background styles and system settings
// Surface: ForEach($items) { $item in … }, editActions (accepted), @ScaledMetric, equatable, EquatableView, background(in:), backgroundStyle, mix(with:by:)
// Surface: smallCaps, lowercaseSmallCaps, uppercaseSmallCaps, leading(.tight), projectionEffect
// Surface: onContinuousHover (accepted), keyboardShortcut(.defaultAction) (accepted), labelsHidden, \.keyboardShortcut, \.menuOrder
// Surface: redactionReasons, redacted(reason:), unredacted, privacySensitive, sizeCategory, pixelLength, accessibilityReduceTransparency
// Surface: swipeActions, swipeActions(edge: .leading), swipeActions(allowsFullSwipe:)

// A chore list edited through bindings to its elements, as iOS 15 and later code writes it, with the styling
// helpers such lists use.

struct Chore: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
}

struct ChoreRow: View, Equatable {
    let chore: Chore

    var body: some View {
        Text("\(chore.title) \(chore.done ? "✓" : "·")")
    }
}

struct ChoresRoot: View {
    @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"),
                                 Chore(id: 3, title: "Plants")]
    @State private var shifted = false
    @State private var hovering = false
    @ScaledMetric(relativeTo: .body) private var badge: CGFloat = 24

    var body: some View {
        VStack(spacing: 10) {
            Text("Chores").font(.title.smallCaps())
            Text("Weekly plan").font(.headline.lowercaseSmallCaps().leading(.tight))
            Text("Due SOON").font(.caption.uppercaseSmallCaps())
            ForEach($chores, editActions: .all) { $chore in
                HStack {
                    Button(chore.title) { chore.done.toggle() }
                    Toggle("", isOn: $chore.done).labelsHidden()
                }
            }
            ForEach(chores) { chore in
                ChoreRow(chore: chore).equatable()
            }
            EquatableView(content: ChoreRow(chore: chores[2]))
            Text("\(chores.filter(\.done).count) done")
                .padding(6)
                .background(in: Capsule())
                .backgroundStyle(Color.green.mix(with: .white, by: 0.5))
            HStack(spacing: 0) {
                Color.red
                Color.red.mix(with: .blue, by: 0.25)
                Color.blue
            }
            .frame(width: 90, height: 20)
            Circle()
                .fill(.orange)
                .frame(width: badge, height: badge)
                .projectionEffect(ProjectionTransform(CGAffineTransform(translationX: shifted ? 60 : 0, y: 0)))
            Button("Shift") { shifted.toggle() }
                .keyboardShortcut(.defaultAction)
            ShortcutHint()
                .keyboardShortcut(.cancelAction)
                .menuOrder(.fixed)
                .onContinuousHover { phase in
                    if case .active = phase { hovering = true }
                }
        }
        .padding()
    }
}

/// The same chores in a list whose rows are swiped: trailing buttons to delete and finish, a leading one to pin.
struct ChoreSwipesRoot: View {
    @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"),
                                 Chore(id: 3, title: "Plants")]
    @State private var pinned: [String] = []
    @State private var open = 0

    var body: some View {
        VStack {
            List {
                ForEach(chores) { chore in
                    Text(chore.title + (chore.done ? " ✓" : ""))
                        .swipeActions(allowsFullSwipe: false) {
                            Button(role: .destructive) {
                                chores.removeAll { $0.id == chore.id }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                            Button("Done") {
                                if let index = chores.firstIndex(where: { $0.id == chore.id }) {
                                    chores[index].done = true
                                }
                            }
                            .tint(.green)
                        } onPresentationChanged: { shown in
                            open += shown ? 1 : 0
                        }
                        .swipeActions(edge: .leading) {
                            Button("Pin") { pinned.append(chore.title) }
                        }
                }
            }
            Text("Pinned: \(pinned.joined(separator: ", ")), opened \(open)")
        }
    }
}

/// Says which shortcut and menu order were set around it, as a custom control reads them.
struct ShortcutHint: View {
    @Environment(\.keyboardShortcut) private var shortcut
    @Environment(\.menuOrder) private var order
    var body: some View {
        Text("\(shortcut == .cancelAction ? "escape" : "no shortcut"), \(order == .fixed ? "fixed" : "automatic") order")
    }
}

/// A skeleton loader: rows that shimmer while redacted as placeholders, and read the system's settings.
struct SkeletonRoot: View {
    @State private var loading = true

    var body: some View {
        VStack(spacing: 12) {
            SkeletonRow(title: "Avocado toast")
            SkeletonRow(title: "Flat white").unredacted()
            Text("Card ending 4242").privacySensitive()
            Button(loading ? "Finish" : "Reload") { loading.toggle() }
        }
        .redacted(reason: loading ? .placeholder : [])
        .environment(\.sizeCategory, .extraLarge)
    }
}

struct SkeletonRow: View {
    let title: String
    @Environment(\.redactionReasons) private var reasons
    @Environment(\.sizeCategory) private var category
    @Environment(\.pixelLength) private var hairline
    @Environment(\.accessibilityReduceTransparency) private var solid

    var body: some View {
        Text(reasons.contains(.placeholder) ? "shimmering \(title)" : title)
            .padding(8)
            .overlay(alignment: .bottom) { Rectangle().frame(height: hairline) }
            .opacity(solid ? 1 : 0.9)
            .font(category == .extraLarge ? .title3 : .body)
    }
}
