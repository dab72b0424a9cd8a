public import AppSupport

/// The colours NutriSync's screens draw: each a colour of the `color` group, by its name below `color.` (`text.primary` → `color.text.primary`, or its `.light` / `.dark` pair). `NutriSyncTheme` reads every case when the
/// tokens load, so a missing or mistyped token is a load error, never a fallback.
public enum NutriSyncColor: String, ThemeTokenName {
    case accent = "accent"
    case background = "background"
    case barFill = "bar.fill"
    case barTrack = "bar.track"
    case black = "black"
    case buttonDisabledFill = "button.disabledFill"
    case buttonDisabledText = "button.disabledText"
    case buttonLink = "button.link"
    case buttonPrimaryFill = "button.primaryFill"
    case buttonPrimaryText = "button.primaryText"
    case buttonSecondaryFill = "button.secondaryFill"
    case buttonSecondaryText = "button.secondaryText"
    case cardBorder = "card.border"
    case cardFill = "card.fill"
    case cardShadow = "card.shadow"
    case confettiC1 = "confetti.c1"
    case confettiC2 = "confetti.c2"
    case confettiC3 = "confetti.c3"
    case confettiC4 = "confetti.c4"
    case confettiC5 = "confetti.c5"
    case inputBorder = "input.border"
    case inputErrorBorder = "input.errorBorder"
    case inputFill = "input.fill"
    case inputFocusBorder = "input.focusBorder"
    case mealWindowActiveFill = "mealWindow.activeFill"
    case mealWindowBorder = "mealWindow.border"
    case mealWindowDragHandle = "mealWindow.dragHandle"
    case mealWindowFill = "mealWindow.fill"
    case ringFill = "ring.fill"
    case ringTrack = "ring.track"
    case sectionProgressCheckmark = "sectionProgress.checkmark"
    case sectionProgressCompleted = "sectionProgress.completed"
    case sectionProgressCurrent = "sectionProgress.current"
    case sectionProgressUpcoming = "sectionProgress.upcoming"
    case selectionBorder = "selection.border"
    case selectionFill = "selection.fill"
    case selectionRadio = "selection.radio"
    case textError = "text.error"
    case textImpact = "text.impact"
    case textPlaceholder = "text.placeholder"
    case textPrimary = "text.primary"
    case textSecondary = "text.secondary"
    case textSecondaryLow = "text.secondaryLow"
    case textSubheader = "text.subheader"
    case timelineAxis = "timeline.axis"
    case timelineLabel = "timeline.label"
    case timelineNow = "timeline.now"
    case traditional = "traditional"
    case white = "white"
}

/// The text styles NutriSync's screens draw: each a text style, by its name below `typography.`. `NutriSyncTheme` reads every case when the
/// tokens load, so a missing or mistyped token is a load error, never a fallback.
public enum NutriSyncTypography: String, ThemeTokenName {
    case body = "body"
    case button = "button"
    case callout = "callout"
    case caption = "caption"
    case footnote = "footnote"
    case header = "header"
    case headline = "headline"
    case impactNumber = "impactNumber"
    case optionDetail = "optionDetail"
    case optionTitle = "optionTitle"
    case subheader = "subheader"
    case subheadline = "subheadline"
}

/// The lengths NutriSync's screens draw: each a dimension, by its whole path. `NutriSyncTheme` reads every case when the
/// tokens load, so a missing or mistyped token is a load error, never a fallback.
public enum NutriSyncDimension: String, ThemeTokenName {
    case radiusBar = "radius.bar"
    case radiusButton = "radius.button"
    case radiusCard = "radius.card"
    case radiusInput = "radius.input"
    case radiusMealWindow = "radius.mealWindow"
    case radiusSelectionCard = "radius.selectionCard"
    case radiusSilhouette = "radius.silhouette"
    case sizeBarHeight = "size.bar.height"
    case sizeBorderWidthCard = "size.borderWidth.card"
    case sizeBorderWidthMealWindowActive = "size.borderWidth.mealWindowActive"
    case sizeBorderWidthSelection = "size.borderWidth.selection"
    case sizeButtonHeight = "size.button.height"
    case sizeIconAppIcon = "size.icon.appIcon"
    case sizeIconEmojiFace = "size.icon.emojiFace"
    case sizeIconPermission = "size.icon.permission"
    case sizeInputHeight = "size.input.height"
    case sizeMealWindowBlockMinHeight = "size.mealWindowBlock.minHeight"
    case sizeProgressRingDiameter = "size.progressRing.diameter"
    case sizeProgressRingLineWidth = "size.progressRing.lineWidth"
    case sizeSectionProgressCheckmark = "size.sectionProgress.checkmark"
    case sizeSectionProgressDot = "size.sectionProgress.dot"
    case sizeSectionProgressGap = "size.sectionProgress.gap"
    case sizeTimelineBlockHeight = "size.timeline.blockHeight"
    case sizeTimelineNowLineWidth = "size.timeline.nowLineWidth"
    case spacingCardPadding = "spacing.cardPadding"
    case spacingOptionGap = "spacing.optionGap"
    case spacingScreenBottom = "spacing.screenBottom"
    case spacingScreenHorizontal = "spacing.screenHorizontal"
    case spacingScreenTop = "spacing.screenTop"
    case spacingSection = "spacing.section"
    case spacingStack = "spacing.stack"
    case spacingTitleToSubtitle = "spacing.titleToSubtitle"
}

/// The numbers NutriSync's screens draw: each a number, by its whole path. `NutriSyncTheme` reads every case when the
/// tokens load, so a missing or mistyped token is a load error, never a fallback.
public enum NutriSyncNumber: String, ThemeTokenName {
    case motionWindowPulseOpacityTo = "motion.windowPulse.opacityTo"
    case motionWindowPulseScaleTo = "motion.windowPulse.scaleTo"
    case scheduleEndHour = "schedule.endHour"
    case scheduleStartHour = "schedule.startHour"
    case sizeSilhouetteColumns = "size.silhouetteColumns"
}

extension NutriSyncColor {
    /// The confetti's five colours (`color.confetti.c1` … `c5`), in order.
    public static let confetti: [NutriSyncColor] = [.confettiC1, .confettiC2, .confettiC3, .confettiC4, .confettiC5]
}
