import SwiftUI

// Surface group: Controls, text, symbols and shapes
// Surface: Form, TextField(_:text:), SecureField(_:text:), textFieldStyle(.roundedBorder), @FocusState, focused(_:equals:), onSubmit, keyboardType (accepted), textInputAutocapitalization (accepted), submitLabel (accepted)
// Surface: defaultFocus (accepted), focusEffectDisabled (accepted), menuIndicator (accepted), accessibilityRepresentation (accepted)
// Surface: Menu(_:content:), Picker, pickerStyle(.menu), Toggle, Link, GroupBox, DisclosureGroup, ContentUnavailableView, Gauge, GaugeStyle, ColorPicker, DatePicker, ShareLink
// Surface: ShareLink(_:item:preview:), SharePreview (accepted)
// Surface: Image(systemName:), symbolVariant, imageScale, symbolRenderingMode, font(.system(_:design:weight:)), fontWeight, bold, italic, lineLimit, multilineTextAlignment, Text(_:style:), Text(_: ClosedRange<Date>), foregroundStyle(.link)
// Surface: EllipticalGradient, strokeBorder, rotation(_:anchor:), AnyShape, stroke(_:lineWidth:antialiased:), Color(.systemGray2), foregroundStyle(.tertiary), accessibilityHint (accepted), controlSize(.small)
// Surface: LabeledContent, LabeledContentStyle, labeledContentStyle, AsyncImage, onTapGesture(count:coordinateSpace:perform:), custom(_:size:relativeTo:), Text(timerInterval:), ProgressView(timerInterval:countsDown:), Text(AttributedString), badge
// Surface: shadow(.drop), shadow(.inner), accentColor, textScale (accepted), allowedDynamicRange (accepted)
// Surface: toggleStyle(.button), rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:), fill(.separator), @Previewable, hoverEffect (accepted), focusable (accepted)
// Surface: OpenURLAction(handler:), \.openURL
// Surface: buttonBorder, capsule(style:), containerRelative, .selection, .windowBackground, foregroundStyle(.quinary)

// A sign-up form with focus moving between fields, a sort menu, and a symbol shelf, as real projects write them.

struct SignUpRoot: View {
    enum Field: Hashable { case name, password }

    @State private var name = ""
    @State private var password = ""
    @State private var newsletter = true
    @State private var plan = "Free"
    @State private var sort = "newest"
    @State private var sent = false
    @State private var opened = "nothing"
    @FocusState private var focus: Field?

    var body: some View {
        Form {
            Section("Account") {
                TextField("Name", text: $name)
                    .textFieldStyle(.roundedBorder)
                    .focused($focus, equals: .name)
                    .textInputAutocapitalization(.words)
                    .submitLabel(.next)
                    .onSubmit { focus = .password }
                SecureField("Password", text: $password)
                    .focused($focus, equals: .password)
                    .keyboardType(.asciiCapable)
                    .onSubmit { sent = true }
                Toggle("Newsletter", isOn: $newsletter)
                Picker("Plan", selection: $plan) {
                    Text("Free").tag("Free")
                    Text("Pro").tag("Pro")
                }
                .pickerStyle(.menu)
            }
            Section {
                Menu("Sort") {
                    Button("Newest") { sort = "newest" }
                    Button("Oldest") { sort = "oldest" }
                }
                .menuIndicator(.visible)
                Text("sorted by \(sort)")
                Text(sent ? "welcome \(name), \(password.count) letters" : "not sent")
                Link("Terms", destination: URL(fileURLWithPath: "/terms"))
                    .accessibilityHint("Opens the terms")
                    .controlSize(.small)
                    .accessibilityRepresentation { Text("Terms of use") }
                Text("opened \(opened)")
            }
        }
        .environment(\.openURL, OpenURLAction { url in
            opened = url.lastPathComponent
            return .handled
        })
        .defaultFocus($focus, .name)
        .focusEffectDisabled()
    }
}

/// A gauge style of one's own: a half ring filled up to the value, the current value under it.
struct HalfDialGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            ZStack {
                Circle().trim(from: 0.5, to: 1).stroke(Color(.systemFill), lineWidth: 6)
                Circle().trim(from: 0.5, to: 0.5 + configuration.value / 2).stroke(.orange, lineWidth: 6)
            }
            .frame(width: 60, height: 60)
            .frame(height: 30, alignment: .top)
            configuration.currentValueLabel
            configuration.label.font(.caption)
        }
    }
}

struct SymbolShelfRoot: View {
    @State private var expanded = false
    private let june9 = Date(timeIntervalSince1970: 1_749_462_060)

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                HStack(spacing: 16) {
                    Image(systemName: "heart").symbolVariant(.fill).foregroundStyle(.red)
                    Image(systemName: "bell").allowedDynamicRange(.high).symbolVariant(.slash)
                        .allowedDynamicRange(.constrainedHigh)
                    Image(systemName: "leaf").symbolVariant(.circle.fill).foregroundStyle(.green)
                    Image(systemName: "star").imageScale(.large)
                    Image(systemName: "cloud.sun.rain").symbolRenderingMode(.hierarchical)
                    Image(systemName: "heart.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .pink)
                    Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.gray)
                    Image(systemName: "not.a.real.symbol")
                }
                .font(.system(size: 24))
                Text("Rounded title")
                    .font(.system(.title, design: .rounded, weight: .bold))
                Text("A caption that is long enough to be cut after one line of text, no matter what")
                    .fontWeight(.light)
                    .italic()
                    .lineLimit(1)
                Text("Centred\ntwo lines").bold().multilineTextAlignment(.center)
                Text(june9, style: .date).foregroundStyle(.tertiary)
                Text(june9...june9.addingTimeInterval(3600)).foregroundStyle(.link)
                HStack {
                    Ellipse().fill(EllipticalGradient(colors: [.yellow, .orange])).frame(width: 80, height: 40)
                    Capsule().strokeBorder(Color(.systemGray2), lineWidth: 4).frame(width: 60, height: 30)
                    Rectangle().rotation(.degrees(45)).strokeBorder(Color.mint, lineWidth: 4).frame(width: 30, height: 30)
                    AnyShape(expanded ? AnyShape(Circle()) : AnyShape(Rectangle()))
                        .stroke(.blue, lineWidth: 3, antialiased: true)
                        .frame(width: 30, height: 30)
                }
                GroupBox("Details") {
                    DisclosureGroup("More", isExpanded: $expanded) {
                        Text("expanded details")
                    }
                }
                Gauge(value: 0.75) { Text("Battery") }
                Gauge(value: 40, in: 0...80) { Text("Speed") } currentValueLabel: { Text("40 km/h") }
                    .gaugeStyle(HalfDialGaugeStyle())
                ColorPicker("Accent", selection: .constant(.purple))
                DatePicker("Starts", selection: .constant(june9), displayedComponents: .date)
                ShareLink(item: URL(fileURLWithPath: "/shelf"))
                ShareLink("Send the shelf", item: URL(fileURLWithPath: "/shelf"),
                          preview: SharePreview("Shelf", image: Image(systemName: "books.vertical")))
                ContentUnavailableView("No Photos", systemImage: "photo", description: Text("Take one"))
                    .frame(height: 200)
            }
            .padding()
        }
    }
}

// A profile card: an avatar from the network (never fetched: its placeholder shows), labelled values, a tap that
// reports where it landed, and a countdown.
struct ProfileCardRoot: View {
    @State private var lastTap = CGPoint.zero

    /// "words" in bold orange, as SwiftUI's attributes of an attributed string.
    private var attributedWords: AttributedString {
        var words = AttributedString("Attributed words")
        if let range = words.range(of: "words") {
            words[range].font = .body.bold()
            words[range].foregroundColor = .orange
        }
        return words
    }

    var body: some View {
        VStack(spacing: 12) {
            AsyncImage(url: URL(string: "https://example.com/avatar.png")) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Circle().fill(Color.orange)
            }
            .frame(width: 60, height: 60)
            LabeledContent("Plan", value: "Pro")
                .labeledContentStyle(BoxedLabeledContentStyle())
            LabeledContent("Seats", value: "4")
                .labeledContentStyle(StackedLabeledContentStyle())
            LabeledContent("Renews") { Text(timerInterval: Date(timeIntervalSince1970: 1_749_462_000)...Date(timeIntervalSince1970: 1_749_462_180)) }
            ProgressView(timerInterval: Date(timeIntervalSince1970: 1_749_462_000)...Date(timeIntervalSince1970: 1_749_462_180))
                .frame(width: 300)
            Text(attributedWords)
                .font(.custom("Inter", size: 15, relativeTo: .body))
                .fontWidth(.standard)
                .textScale(.default)
            Text("tap at \(Int(lastTap.x)),\(Int(lastTap.y))")
            Rectangle()
                .fill(Color.teal)
                .frame(width: 100, height: 40)
                .onTapGesture(coordinateSpace: .local) { location in lastTap = location }
            TabView {
                Tab("Inbox", systemImage: "tray") { Text("Inbox") }
                    .badge(3)
            }
            .accentColor(.indigo)
            .frame(height: 80)
        }
        .frame(width: 300)
    }
}

/// The label over its content, in a caption.
struct StackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label.font(.caption)
            configuration.content
        }
    }
}

/// The standard arrangement in a grey box.
struct BoxedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        LabeledContent(configuration)
            .padding(4)
            .border(Color.gray)
    }
}

// A filter chip that stays pressed while on, over a hairline, in a card with one squared corner.
struct FilterChipRoot: View {
    @State private var favourites = false

    var body: some View {
        VStack(spacing: 8) {
            Toggle("Favourites", isOn: $favourites)
                .toggleStyle(.button)
                .hoverEffect(.highlight)
                .focusable()
            Rectangle().fill(.separator).frame(height: 1)
            HStack(spacing: 6) {
                Text("Saved").padding(4).background(.selection, in: .buttonBorder).tint(.purple)
                Text("Recent").padding(4).background(.windowBackground, in: .capsule(style: .continuous))
                Text("All").foregroundStyle(.quinary).padding(4).background(.orange, in: .containerRelative)
            }
        }
        .padding(12)
        .background(Color.yellow, in: .rect(topLeadingRadius: 0, bottomLeadingRadius: 12, bottomTrailingRadius: 12,
                                            topTrailingRadius: 12))
        .frame(width: 220)
    }
}

#Preview("Filter chip, on") {
    @Previewable @State var on = true
    Toggle("Favourites", isOn: $on).toggleStyle(.button)
}

// A neumorphic well and a raised ball: shape styles that carry their shadows.
struct NeumorphicRoot: View {
    var body: some View {
        HStack(spacing: 30) {
            RoundedRectangle(cornerRadius: 20)
                .fill(Color(white: 0.9).shadow(.inner(color: .black.opacity(0.4), radius: 6, x: 4, y: 4)))
                .frame(width: 100, height: 100)
            Circle()
                .fill(.orange.shadow(.drop(radius: 8, y: 6)))
                .frame(width: 80, height: 80)
        }
        .frame(width: 300, height: 200)
        .background(Color(white: 0.9))
    }
}
