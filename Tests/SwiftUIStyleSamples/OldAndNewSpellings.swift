import SwiftUI

// Surface group: Older and newer spellings
// Surface: NavigationView, navigationViewStyle(StackNavigationViewStyle()), navigationBarTitle(_:displayMode:), navigationBarItems(leading:trailing:), presentationMode
// Surface: List(selection:content:), EditButton, onDelete, onMove, remove(atOffsets:), move(fromOffsets:toOffset:), Button(_:systemImage:action:)
// Surface: Text(_:style:), lineLimit(1...3), lineSpacing, ContentUnavailableView.search(text:), foregroundStyle(.background.secondary)
// Surface: frame(in: .scrollView), KeyframeTrack(content:), horizontalSizeClass, scenePhase, underline, underline(pattern:), strikethrough, monospaced, baselineOffset, background(_:in:)
// Surface: Alert, alert(isPresented:content:), ActionSheet, actionSheet(item:content:), TextEditor, EditMode, editMode, ControlGroup
// Surface: List(_:children:rowContent:), OutlineGroup
// Surface: deleteDisabled (accepted), moveDisabled (accepted), scrollIndicatorsFlash (accepted), toolbarRole (accepted)
// Surface: listRowSpacing, listRowInsets, defaultMinListRowHeight
// Surface: String(localized:), LocalizedStringResource
// Surface: EnvironmentalModifier, resolve(in:), Text("\(ClosedRange<Date>)"), Text(_:formatter:), TextField(_:value:formatter:)
// Surface: AttributedString(markdown:), AttributedString(markdown:baseURL:), AttributedString(localized:)
// Surface: accessibilityTextContentType (accepted), Text.accessibilityHeading (accepted), Text.accessibilityLabel
// Surface: accessibility(label:), accessibility(addTraits:) (accepted), accessibility(activationPoint:) (accepted), accessibility(hint:) (accepted), accessibilitySortPriority (accepted), accessibilityInputLabels (accepted), accessibilityAction(named:_:) (accepted), accessibilityAdjustableAction (accepted), accessibilityActivationPoint (accepted), accessibilityHeading (accepted), AccessibilityNotification (accepted)

// The spellings of older tutorials beside those of iOS 17 code, as real projects mix them.

struct ChecklistRoot: View {
    @State private var items = ["Milk", "Eggs", "Bread", "Tea"]
    @State private var selection: String?
    @State private var bounce = 0
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.scenePhase) private var phase
    private let opened = Date(timeIntervalSince1970: 1_749_462_060 + 125)
    @State private var quantity = 1200
    static let countFormat: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()
    static let dayFormat: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .long
        return formatter
    }()

    var body: some View {
        NavigationView {
            VStack(spacing: 8) {
                List(selection: $selection) {
                    ForEach(items, id: \.self) { item in
                        Text(item)
                            .deleteDisabled(item == "Milk")
                            .moveDisabled(false)
                            .listRowInsets(EdgeInsets(top: 4, leading: 24, bottom: 4, trailing: 16))
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
                .listRowSpacing(4)
                .environment(\.defaultMinListRowHeight, 36)
                .scrollIndicatorsFlash(onAppear: true)
                .toolbarRole(.editor)
                .frame(height: 220)
                Text("order \(items.joined(separator: ","))")
                Text("Sale").underline(pattern: .dash).strikethrough(true, color: .red).monospaced().baselineOffset(1)
                    .padding(4)
                    .background(.yellow, in: RoundedRectangle(cornerRadius: 4))
                Button("Reorder", systemImage: "arrow.up.arrow.down") {
                    items.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
                    items.remove(atOffsets: IndexSet(integer: 0))
                }
                Text("Opened \(opened, style: .time), timer \(Text(opened, style: .timer))")
                    .lineLimit(1...3)
                    .lineSpacing(2)
                Text("\(sizeClass == .compact ? "compact" : "regular") \(phase == .active ? "active" : "asleep")")
                    .foregroundStyle(.background.secondary)
                Text(opened, formatter: Self.dayFormat)
                TextField("Quantity", value: $quantity, formatter: Self.countFormat)
                    .frame(width: 80)
                Text("Open \(opened...opened.addingTimeInterval(1800))")
                    .modifier(SizeClassPadding())
                ScrollView {
                    GeometryReader { proxy in
                        Text("in scroll \(Int(proxy.frame(in: .scrollView).minY))")
                    }
                    .frame(height: 30)
                    .padding(.top, 12)
                }
                .frame(height: 60)
                Text("bounce")
                    .keyframeAnimator(initialValue: 0.0, trigger: bounce) { content, value in
                        content.offset(y: value)
                    } keyframes: { _ in
                        KeyframeTrack {
                            SpringKeyframe(-20, duration: 0.3)
                            CubicKeyframe(0, duration: 0.3)
                        }
                    }
                Image(systemName: "arrow.up.circle")
                    .onTapGesture { bounce += 1 }
                    .accessibility(label: Text("Jump"))
                    .accessibility(addTraits: .isButton)
                    .accessibility(activationPoint: UnitPoint(x: 0.5, y: 0.5))
                    .accessibility(hint: Text("Bounces the word"))
                    .accessibilitySortPriority(1)
                    .accessibilityInputLabels(["Jump", "Bounce"])
                    .accessibilityAction(named: "Bounce twice") { bounce += 2 }
                    .accessibilityAdjustableAction { direction in bounce += direction == .increment ? 1 : -1 }
                    .accessibilityActivationPoint(CGPoint(x: 4, y: 4))
                    .accessibilityHeading(.h2)
                    .onAppear { AccessibilityNotification.Announcement("Ready to jump").post() }
                if items.isEmpty { ContentUnavailableView.search(text: "tea") }
            }
            .navigationBarTitle("Shopping", displayMode: .inline)
            .navigationBarItems(leading: EditButton(), trailing: Button("Bounce") { bounce += 1 })
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct Dismissable: View {
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
}

// The iOS 13 presentations described as values, an editor of several lines, and edit mode.
struct NotesRoot: View {
    struct Attachment: Identifiable {
        let id: Int
    }

    @State private var note = ""
    @State private var confirming = false
    @State private var deleted = 0
    @State private var attachment: Attachment?
    @State private var mode = EditMode.inactive

    var body: some View {
        VStack(spacing: 8) {
            TextEditor(text: $note)
                .frame(height: 90)
                .border(Color.gray)
            Text(String(localized: "lines \(note.split(separator: "\n").count), deleted \(deleted)"))
            Text(mode.isEditing ? "editing" : "browsing")
            Text(LocalizedStringResource("notes.deleted", defaultValue: "removed \(deleted, specifier: "%02d")"))
            ControlGroup {
                Button("Delete") { confirming = true }
                Button("Attach") { attachment = Attachment(id: 7) }
            }
            EditButton()
        }
        .padding()
        .environment(\.editMode, $mode)
        .alert(isPresented: $confirming) {
            Alert(title: Text("Delete note?"), message: Text("This cannot be undone."),
                  primaryButton: .destructive(Text("Remove")) { deleted += 1 }, secondaryButton: .cancel())
        }
        .actionSheet(item: $attachment) { item in
            ActionSheet(title: Text("Attachment \(item.id)"), buttons: [.default(Text("Keep")), .cancel()])
        }
    }
}

// A file tree, as a list with children and as an outline group.
struct FileTreeRoot: View {
    struct FileItem: Identifiable {
        let id: String
        var children: [FileItem]?
    }

    private let tree = [FileItem(id: "Documents", children: [FileItem(id: "Notes.txt"),
                                                            FileItem(id: "Photos", children: [FileItem(id: "a.png")])]),
                        FileItem(id: "README")]

    var body: some View {
        VStack {
            List(tree, children: \.children) { item in Text(item.id) }
                .frame(height: 300)
            OutlineGroup(tree, children: \.children) { item in Label("Outline " + item.id, systemImage: "folder") }
            Text((try? AttributedString(markdown: "Files **\(tree.count)**, [help](help.html)",
                                        baseURL: URL(string: "https://example.com/"))) ?? "")
            Text(AttributedString(localized: "Swipe a row to _share_"))
            Text("Tree").accessibilityHeading(.h2).accessibilityTextContentType(.fileSystem) + Text(" view")
            Button { stars += 1 } label: { starLabel(stars) }
            Text("rated \(stars)")
        }
    }

    @State private var stars = 0

    /// Stars a screen reader reads as words.
    private func starLabel(_ count: Int) -> Text {
        Text(String(repeating: "★", count: count) + "☆").accessibilityLabel("\(count) stars, add one")
    }
}

/// iOS 13's way to read the environment in a modifier: narrow padding on a compact screen, wide on a regular one.
struct SizeClassPadding: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> some ViewModifier {
        Padded(amount: environment.horizontalSizeClass == .compact ? 10 : 40)
    }

    struct Padded: ViewModifier {
        let amount: CGFloat
        func body(content: Content) -> some View { content.padding(.leading, amount) }
    }
}
